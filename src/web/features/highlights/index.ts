/** Public surface of the highlights feature (the reader's highlights and the cards' count). */
export { HighlightsProvider } from './components/highlights-provider';
export { HighlightLayer } from './components/highlight-layer';
export { HighlightsSidebar } from './components/highlights-sidebar';
export { HighlightCount } from './components/highlight-count';
export { useHighlightsSidebar } from './state/highlights-sidebar';
