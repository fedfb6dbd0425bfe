import { Check, Gem, Minus, Plus } from 'lucide-react';
import { useThemeStore } from '../../theme';
import type { ResolvedTheme } from '../../theme';
import { FONT_FAMILIES, FONT_KEYS, loadFont } from '../lib/fonts';
import type { FontKey } from '../lib/fonts';
import styles from './display-settings.module.css';

export function PremiumBadge() {
  return (
    <span className={styles.badge} title="Premium">
      <Gem size={12} aria-hidden />
      <span className="visually-hidden">Premium</span>
    </span>
  );
}

export interface StepperProps {
  label: string;
  /** The value shown between the buttons, e.g. "25 px". */
  value: string;
  index: number;
  length: number;
  locked?: boolean;
  onStep: (delta: 1 | -1) => void;
  decreaseLabel: string;
  increaseLabel: string;
}

/** A − value + control over one of the display ranges; the ends of the range disable a button. */
export function Stepper(props: StepperProps) {
  const { label, value, index, length, locked = false, onStep } = props;
  return (
    <div className={styles.row} role="group" aria-label={label}>
      <span className={styles.rowLabel}>
        {label}
        {locked ? <PremiumBadge /> : null}
      </span>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={props.decreaseLabel}
          disabled={locked || index <= 0}
          onClick={() => onStep(-1)}
        >
          <Minus size={16} aria-hidden />
        </button>
        <output className={styles.stepValue} aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={props.increaseLabel}
          disabled={locked || index >= length - 1}
          onClick={() => onStep(1)}
        >
          <Plus size={16} aria-hidden />
        </button>
      </div>
    </div>
  );
}

/** The ten reader fonts; premium faces are locked for free users. */
export function FontPicker(props: {
  value: FontKey;
  premium: boolean;
  onChange: (font: FontKey) => void;
}) {
  return (
    <div className={styles.fonts} role="radiogroup" aria-label="Font">
      {FONT_KEYS.map((key) => {
        const font = FONT_FAMILIES[key];
        const locked = font.premium && !props.premium;
        const checked = props.value === key;
        return (
          <button
            key={key}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-disabled={locked || undefined}
            data-font={key}
            className={styles.font}
            onPointerEnter={() => {
              if (!locked) void loadFont(key).catch(() => undefined);
            }}
            onClick={() => {
              if (!locked) props.onChange(key);
            }}
          >
            <span className={styles.fontName}>
              {font.label}
              {locked ? <PremiumBadge /> : null}
            </span>
            <span className={styles.fontFace}>{font.face}</span>
            {checked ? <Check size={14} aria-hidden className={styles.fontCheck} /> : null}
          </button>
        );
      })}
    </div>
  );
}

const THEMES: { value: ResolvedTheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'sepia', label: 'Sepia' },
];

/** Light / dark / sepia, shared with the rest of the app through the theme store. */
export function ThemePicker() {
  const preference = useThemeStore((s) => s.preference);
  const setPreference = useThemeStore((s) => s.setPreference);
  return (
    <div className={styles.themes} role="radiogroup" aria-label="Theme">
      {THEMES.map((theme) => (
        <button
          key={theme.value}
          type="button"
          role="radio"
          aria-checked={preference === theme.value}
          className={styles.theme}
          data-theme={theme.value}
          onClick={() => setPreference(theme.value)}
        >
          <span className={styles.swatch} aria-hidden>
            Aa
          </span>
          {theme.label}
        </button>
      ))}
    </div>
  );
}
