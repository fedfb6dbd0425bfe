/**
 * The global shortcuts of the signed-in pages (docs/PRODUCT.md §2 "Keyboard shortcuts", Saves
 * Actions): g l / a / f / r / h / v / t go to a view, g b toggles bulk edit, s n / s o sort the
 * current section, v l / g / d pick the layout, c l / d / s the theme, and ? or / toggle the
 * legend, which is rendered here too. g u (Save a URL) belongs to the Save a URL dialog; g s
 * focuses the navigation search box. Mount once, in the app shell.
 */
import { useLocation, useNavigate } from 'react-router';
import { bindingsFor } from '../../../lib/shortcuts/catalog';
import type { ShortcutId } from '../../../lib/shortcuts/catalog';
import { useShortcuts } from '../../../lib/shortcuts/use-shortcuts';
import {
  enterBulkMode,
  isBulkPath,
  setListMode,
  setSortOrder,
  toggleBulkMode,
  useBulk,
  viewFromPath,
} from '../../saves';
import { focusNavSearch } from '../../search';
import { useThemeStore } from '../../theme';
import { ShortcutHelp } from './shortcut-help-on-demand';

const DESTINATIONS = {
  'go-saves': '/saves',
  'go-archive': '/saves/archive',
  'go-favorites': '/saves/favorites',
  'go-articles': '/saves/articles',
  'go-highlights': '/saves/highlights',
  'go-videos': '/saves/videos',
  'go-tags': '/saves/tags',
} as const satisfies Partial<Record<ShortcutId, string>>;

export function GlobalShortcuts() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const section = viewFromPath(pathname)?.section;

  const go = Object.fromEntries(
    Object.entries(DESTINATIONS).map(([id, to]) => [id, () => void navigate(to)]),
  ) as Record<keyof typeof DESTINATIONS, () => void>;
  const setTheme = (theme: 'light' | 'dark' | 'sepia') => () =>
    useThemeStore.getState().setPreference(theme);

  useShortcuts(
    bindingsFor({
      ...go,
      'go-search': focusNavSearch,
      'bulk-edit': () => {
        if (useBulk.getState().active || isBulkPath(pathname)) {
          toggleBulkMode();
          return;
        }
        void Promise.resolve(navigate('/saves')).then(enterBulkMode);
      },
      'sort-newest': section ? () => setSortOrder(section, 'DESC') : undefined,
      'sort-oldest': section ? () => setSortOrder(section, 'ASC') : undefined,
      'view-list': () => setListMode('list'),
      'view-grid': () => setListMode('grid'),
      'view-detail': () => setListMode('detail'),
      'theme-light': setTheme('light'),
      'theme-dark': setTheme('dark'),
      'theme-sepia': setTheme('sepia'),
    }),
  );

  return <ShortcutHelp />;
}
