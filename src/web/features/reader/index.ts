/** Public surface of the reader feature (`/read/:id`). */
export { ReaderView } from './components/reader-view';
export { readerItemQuery } from './api/reader-item';
export { useDisplaySettings } from './state/display-settings';
export { FONT_FAMILIES, FONT_KEYS } from './lib/fonts';
export type { FontKey, ReaderFont } from './lib/fonts';
