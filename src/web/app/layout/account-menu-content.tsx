import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  FileUp,
  LogOut,
  Newspaper,
  PlugZap,
  Settings,
  ShieldCheck,
  Sparkles,
  Users,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import { menuStyles } from '../../components/ui/menu';
import { useViewerRoles } from '../../features/admin';
import { useLogout, useVisitorUser } from '../../features/auth';
import { ThemeMenuItems } from '../../features/theme';
import { AccountAvatar, useAccountName } from './account-avatar';
import styles from './app-shell.module.css';

/**
 * The account menu itself (downloaded on first use: account-menu.tsx): who is signed in, Account settings, Premium, Import, Connected apps (and Admin
 * and Moderation for administrators, Corpus for administrators and curators), the theme picker
 * and "Log out".
 */
export function AccountMenuContent({ defaultOpen }: { defaultOpen: boolean }) {
  const user = useVisitorUser();
  const roles = useViewerRoles(user !== null).data;
  const isAdmin = roles?.isAdmin === true;
  const curates = isAdmin || roles?.isCurator === true;
  const navigate = useNavigate();
  const logout = useLogout();
  const name = useAccountName();

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={styles.iconButton} aria-label="Account menu">
        <AccountAvatar />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuStyles.content} align="end" sideOffset={8}>
          <div className={menuStyles.header}>
            <span className={menuStyles.headerName}>{name ?? 'Signed in'}</span>
            {user?.email && user.email !== name ? (
              <span className={menuStyles.headerDetail}>{user.email}</span>
            ) : null}
          </div>
          <DropdownMenu.Separator className={menuStyles.separator} />
          <DropdownMenu.Item className={menuStyles.item} onSelect={() => void navigate('/account')}>
            <span className={menuStyles.icon}>
              <Settings size={16} aria-hidden />
            </span>
            Account settings
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuStyles.item} onSelect={() => void navigate('/premium')}>
            <span className={menuStyles.icon}>
              <Sparkles size={16} aria-hidden />
            </span>
            Premium
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuStyles.item} onSelect={() => void navigate('/import')}>
            <span className={menuStyles.icon}>
              <FileUp size={16} aria-hidden />
            </span>
            Import
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={menuStyles.item}
            onSelect={() => void navigate('/account/apps')}
          >
            <span className={menuStyles.icon}>
              <PlugZap size={16} aria-hidden />
            </span>
            Connected apps
          </DropdownMenu.Item>
          {isAdmin ? (
            <DropdownMenu.Item
              className={menuStyles.item}
              onSelect={() => void navigate('/admin/users')}
            >
              <span className={menuStyles.icon}>
                <Users size={16} aria-hidden />
              </span>
              Admin
            </DropdownMenu.Item>
          ) : null}
          {isAdmin ? (
            <DropdownMenu.Item
              className={menuStyles.item}
              onSelect={() => void navigate('/admin/moderation')}
            >
              <span className={menuStyles.icon}>
                <ShieldCheck size={16} aria-hidden />
              </span>
              Moderation
            </DropdownMenu.Item>
          ) : null}
          {curates ? (
            <DropdownMenu.Item
              className={menuStyles.item}
              onSelect={() => void navigate('/admin/corpus')}
            >
              <span className={menuStyles.icon}>
                <Newspaper size={16} aria-hidden />
              </span>
              Corpus
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className={menuStyles.separator} />
          <ThemeMenuItems />
          <DropdownMenu.Separator className={menuStyles.separator} />
          <DropdownMenu.Item
            className={menuStyles.item}
            disabled={logout.isPending}
            onSelect={() => {
              // Once signed out, the auth guard sends the page to /login.
              logout.mutate();
            }}
          >
            <span className={menuStyles.icon}>
              <LogOut size={16} aria-hidden />
            </span>
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
