/**
 * Reader fonts (docs/POCKET-COMPATIBILITY.md §4.3). Pocket's ten font keys stay as they were (they
 * are what localStorage holds); the proprietary faces behind them are replaced by open fonts from
 * npm:
 *
 * | key      | Pocket face   | Satchel face (npm)                               | premium |
 * |----------|---------------|--------------------------------------------------|---------|
 * | blanco   | Blanco OSF    | Literata (@fontsource-variable/literata)         | free    |
 * | graphik  | Graphik Web   | Inter (@fontsource-variable/inter)               | free    |
 * | ideal    | Ideal Sans    | Atkinson Hyperlegible (@fontsource/atkinson-…)   | yes     |
 * | inter    | Inter         | Inter (@fontsource-variable/inter)               | yes     |
 * | plex     | IBM Plex Sans | IBM Plex Sans (@fontsource/ibm-plex-sans)        | yes     |
 * | sentinel | Sentinel      | Roboto Slab (@fontsource-variable/roboto-slab)   | yes     |
 * | tiempos  | Tiempos Text  | Source Serif 4 (@fontsource-variable/source-…)   | yes     |
 * | vollkorn | Vollkorn      | Vollkorn (@fontsource-variable/vollkorn)         | yes     |
 * | whitney  | Whitney       | Public Sans (@fontsource-variable/public-sans)   | yes     |
 * | zilla    | Zilla Slab    | Zilla Slab (@fontsource/zilla-slab)              | yes     |
 *
 * Nine open families cover ten keys: graphik (free) and inter (premium) both render Inter,
 * Satchel's UI face, which is what Graphik was to Pocket. Literata and Inter (upright) are
 * already in the app bundle; everything else is loaded on demand when a font is chosen.
 */
export const FONT_KEYS = [
  'blanco',
  'graphik',
  'ideal',
  'inter',
  'plex',
  'sentinel',
  'tiempos',
  'vollkorn',
  'whitney',
  'zilla',
] as const;

export type FontKey = (typeof FONT_KEYS)[number];

export interface ReaderFont {
  key: FontKey;
  /** The name Pocket showed (kept for people who knew it). */
  label: string;
  /** The open face that stands in for it. */
  face: string;
  /** CSS font-family stack. */
  stack: string;
  /** Relative size (Pocket's per-font em), so the sizes look alike across faces. */
  scale: number;
  premium: boolean;
}

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "system-ui, -apple-system, 'Segoe UI', sans-serif";

export const FONT_FAMILIES: Record<FontKey, ReaderFont> = {
  blanco: {
    key: 'blanco',
    label: 'Blanco',
    face: 'Literata',
    stack: `'Literata Variable', ${SERIF}`,
    scale: 1,
    premium: false,
  },
  graphik: {
    key: 'graphik',
    label: 'Graphik',
    face: 'Inter',
    stack: `'Inter Variable', ${SANS}`,
    scale: 0.9,
    premium: false,
  },
  ideal: {
    key: 'ideal',
    label: 'Ideal Sans',
    face: 'Atkinson Hyperlegible',
    stack: `'Atkinson Hyperlegible', ${SANS}`,
    scale: 0.9,
    premium: true,
  },
  inter: {
    key: 'inter',
    label: 'Inter',
    face: 'Inter',
    stack: `'Inter Variable', ${SANS}`,
    scale: 0.9,
    premium: true,
  },
  plex: {
    key: 'plex',
    label: 'IBM Plex Sans',
    face: 'IBM Plex Sans',
    stack: `'IBM Plex Sans', ${SANS}`,
    scale: 0.95,
    premium: true,
  },
  sentinel: {
    key: 'sentinel',
    label: 'Sentinel',
    face: 'Roboto Slab',
    stack: `'Roboto Slab Variable', ${SERIF}`,
    scale: 0.88,
    premium: true,
  },
  tiempos: {
    key: 'tiempos',
    label: 'Tiempos',
    face: 'Source Serif 4',
    stack: `'Source Serif 4 Variable', ${SERIF}`,
    scale: 0.95,
    premium: true,
  },
  vollkorn: {
    key: 'vollkorn',
    label: 'Vollkorn',
    face: 'Vollkorn',
    stack: `'Vollkorn Variable', ${SERIF}`,
    scale: 0.95,
    premium: true,
  },
  whitney: {
    key: 'whitney',
    label: 'Whitney',
    face: 'Public Sans',
    stack: `'Public Sans Variable', ${SANS}`,
    scale: 0.9,
    premium: true,
  },
  zilla: {
    key: 'zilla',
    label: 'Zilla Slab',
    face: 'Zilla Slab',
    stack: `'Zilla Slab', ${SERIF}`,
    scale: 0.95,
    premium: true,
  },
};

export function isFontKey(value: unknown): value is FontKey {
  return FONT_KEYS.some((key) => key === value);
}

/**
 * The stylesheets of each face, as lazy imports: Vite turns each into its own small CSS chunk,
 * and the browser downloads a .woff2 only when text needs it (unicode-range subsets).
 */
const LOADERS: Record<FontKey, () => Promise<unknown>> = {
  blanco: () => import('@fontsource-variable/literata/wght-italic.css'),
  graphik: () => import('@fontsource-variable/inter/wght-italic.css'),
  inter: () => import('@fontsource-variable/inter/wght-italic.css'),
  ideal: () =>
    Promise.all([
      import('@fontsource/atkinson-hyperlegible/400.css'),
      import('@fontsource/atkinson-hyperlegible/400-italic.css'),
      import('@fontsource/atkinson-hyperlegible/700.css'),
    ]),
  plex: () =>
    Promise.all([
      import('@fontsource/ibm-plex-sans/400.css'),
      import('@fontsource/ibm-plex-sans/400-italic.css'),
      import('@fontsource/ibm-plex-sans/700.css'),
    ]),
  sentinel: () => import('@fontsource-variable/roboto-slab/wght.css'),
  tiempos: () =>
    Promise.all([
      import('@fontsource-variable/source-serif-4/wght.css'),
      import('@fontsource-variable/source-serif-4/wght-italic.css'),
    ]),
  vollkorn: () =>
    Promise.all([
      import('@fontsource-variable/vollkorn/wght.css'),
      import('@fontsource-variable/vollkorn/wght-italic.css'),
    ]),
  whitney: () =>
    Promise.all([
      import('@fontsource-variable/public-sans/wght.css'),
      import('@fontsource-variable/public-sans/wght-italic.css'),
    ]),
  zilla: () =>
    Promise.all([
      import('@fontsource/zilla-slab/400.css'),
      import('@fontsource/zilla-slab/400-italic.css'),
      import('@fontsource/zilla-slab/700.css'),
    ]),
};

const loaded = new Map<FontKey, Promise<unknown>>();

/** Loads a face's stylesheets once; failures are forgotten so a later choice retries. */
export function loadFont(key: FontKey): Promise<unknown> {
  let pending = loaded.get(key);
  if (!pending) {
    pending = LOADERS[key]().catch((error: unknown) => {
      loaded.delete(key);
      throw error;
    });
    loaded.set(key, pending);
  }
  return pending;
}
