/**
 * The navigation search box's shared state: `g s` (global shortcuts) asks it to open and take
 * focus; on small screens it is collapsed to an icon until opened.
 */
import { create } from 'zustand';

interface NavSearchState {
  /** Small screens: the field is shown instead of the icon button. */
  expanded: boolean;
  /** Bumped on every focus request; the box focuses its field when it changes. */
  focusRequest: number;
}

export const useNavSearch = create<NavSearchState>(() => ({ expanded: false, focusRequest: 0 }));

/** Opens the box (on small screens) and focuses its field: the `g s` shortcut. */
export function focusNavSearch(): void {
  useNavSearch.setState((state) => ({ expanded: true, focusRequest: state.focusRequest + 1 }));
}

export function collapseNavSearch(): void {
  useNavSearch.setState({ expanded: false });
}
