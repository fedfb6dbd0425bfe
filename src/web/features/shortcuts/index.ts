/** Public surface of the shortcuts feature: the global shortcuts and the help overlay. */
export { GlobalShortcuts } from './components/global-shortcuts';
export { ShortcutHelp } from './components/shortcut-help-on-demand';
