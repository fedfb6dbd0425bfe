import type { ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import { menuStyles } from '../../../components/ui/menu';
import styles from './card-actions.module.css';

/** One action of a card, in its row of buttons or its menu. */
export interface Action {
  key: string;
  label: string;
  icon: ReactNode;
  run: () => void;
  pressed?: boolean;
}

export interface CardActionsMenuProps {
  label: string;
  actions: Action[];
  defaultOpen: boolean;
}

/** A card's "…" menu (grid layout), downloaded on first use by card-actions.tsx. */
export function CardActionsMenu({ label, actions, defaultOpen }: CardActionsMenuProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={styles.iconButton} aria-label={label}>
        <MoreHorizontal size={18} aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuStyles.content} align="end" sideOffset={4}>
          {actions.map((action) => (
            <DropdownMenu.Item key={action.key} className={menuStyles.item} onSelect={action.run}>
              <span className={menuStyles.icon}>{action.icon}</span>
              {action.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
