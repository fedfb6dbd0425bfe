import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Monitor, Moon, Sun, SunDim } from 'lucide-react';
import type { ReactNode } from 'react';
import { menuStyles } from '../../../components/ui/menu';
import { THEME_PREFERENCES, useThemeStore } from '../state/theme-store';
import type { ThemePreference } from '../state/theme-store';

const LABELS: Record<ThemePreference, { label: string; icon: ReactNode }> = {
  light: { label: 'Light', icon: <Sun size={16} aria-hidden /> },
  dark: { label: 'Dark', icon: <Moon size={16} aria-hidden /> },
  sepia: { label: 'Sepia', icon: <SunDim size={16} aria-hidden /> },
  system: { label: 'System', icon: <Monitor size={16} aria-hidden /> },
};

function isPreference(value: string): value is ThemePreference {
  return THEME_PREFERENCES.some((p) => p === value);
}

/** Theme radio items for a Radix dropdown menu (used inside the account menu). */
export function ThemeMenuItems() {
  const preference = useThemeStore((s) => s.preference);
  const setPreference = useThemeStore((s) => s.setPreference);
  return (
    <DropdownMenu.Group>
      <DropdownMenu.Label className={menuStyles.label}>Theme</DropdownMenu.Label>
      <DropdownMenu.RadioGroup
        value={preference}
        onValueChange={(value) => {
          if (isPreference(value)) setPreference(value);
        }}
      >
        {THEME_PREFERENCES.map((value) => (
          <DropdownMenu.RadioItem
            key={value}
            value={value}
            className={menuStyles.item}
            onSelect={(event) => event.preventDefault()}
          >
            <span className={menuStyles.icon}>{LABELS[value].icon}</span>
            {LABELS[value].label}
            <DropdownMenu.ItemIndicator className={menuStyles.indicator}>
              <Check size={16} aria-hidden />
            </DropdownMenu.ItemIndicator>
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </DropdownMenu.Group>
  );
}
