import { DeferredTrigger } from '../../lib/deferred-trigger';
import { lazyComponent } from '../../lib/lazy-component';
import { AccountAvatar } from './account-avatar';
import styles from './app-shell.module.css';

export const LazyAccountMenu = lazyComponent(
  () => import('./account-menu-content'),
  (module) => module.AccountMenuContent,
);

/**
 * Account menu (account-menu-content.tsx): its code and Radix's menu download on the first hover
 * or focus of the button, and mount on the first click.
 */
export function AccountMenu() {
  return (
    <DeferredTrigger
      preload={LazyAccountMenu.preload}
      standIn={(handlers) => (
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Account menu"
          aria-haspopup="menu"
          aria-expanded={false}
          {...handlers}
        >
          <AccountAvatar />
        </button>
      )}
    >
      {(openNow) => <LazyAccountMenu defaultOpen={openNow} />}
    </DeferredTrigger>
  );
}
