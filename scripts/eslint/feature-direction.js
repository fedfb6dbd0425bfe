// Web features depend on each other in one direction (docs/ARCHITECTURE.md, "Dependency rules"):
// each feature names below the features it may import (through their index.ts or another
// top-level entry); anything else it needs comes from src/web/lib (the saved-items layer, the
// GraphQL client, …) or src/web/components, or is passed in by src/web/app, which composes
// features. A feature is a folder of src/web/features, or of a group folder there (discovery/).
// The direction has no cycle (scripts/eslint/feature-direction.test.ts checks it), so neither
// do the features: a new dependency that would close one cannot be declared here.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import importX from 'eslint-plugin-import-x';

const FEATURES_DIR = 'src/web/features';
const GROUPS = ['discovery'];

/** Feature → the features it may import. Every feature is listed, the ones that import none too. */
export const FEATURE_DIRECTION = {
  // Foundations: features the others build on.
  auth: [],
  flags: [],
  share: [],
  theme: [],
  listen: [],
  feeds: [],
  'connected-apps': [],
  moderation: [],
  admin: ['auth'],
  oauth: ['auth'],
  premium: ['admin', 'auth'],
  qa: ['auth', 'flags'],
  // What a save carries, each on its own; the saves list composes them.
  offline: ['auth'],
  tags: ['auth'],
  highlights: ['share'],
  lists: ['flags', 'share'],
  imports: ['tags'],
  'save-link': ['lists', 'tags'],
  saves: ['highlights', 'lists', 'offline', 'save-link', 'share', 'tags', 'theme'],
  search: ['saves'],
  // Discovery (features/discovery/).
  'discovery/recommendations': ['auth'],
  'discovery/home': ['auth', 'discovery/recommendations'],
  'discovery/discover': ['admin', 'auth', 'discovery/recommendations'],
  'discovery/corpus-search': ['admin', 'discovery/recommendations', 'search'],
  'discovery/corpus-admin': ['admin', 'auth'],
  // Screens that gather many features.
  shortcuts: ['auth', 'saves', 'search', 'theme'],
  reader: [
    'auth',
    'discovery/recommendations',
    'feeds',
    'highlights',
    'listen',
    'lists',
    'offline',
    'share',
    'shortcuts',
    'tags',
    'theme',
  ],
  account: ['auth', 'discovery/recommendations', 'offline', 'save-link'],
};

const root = resolve(import.meta.dirname, '../..');
const folders = (dir) =>
  readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every web feature, as a path from src/web/features: 'saves', 'discovery/home', … */
export const webFeatures = () =>
  folders(FEATURES_DIR).flatMap((name) =>
    GROUPS.includes(name)
      ? folders(`${FEATURES_DIR}/${name}`).map((sub) => `${name}/${sub}`)
      : [name],
  );

const message = (feature) => {
  const allowed = FEATURE_DIRECTION[feature] ?? [];
  return `features/${feature} may import ${allowed.length ? `only these features: ${allowed.join(', ')}` : 'no other feature'} (scripts/eslint/feature-direction.js). Move what both need into src/web/lib (the saved-items layer is lib/saved-items) or src/web/components, or have src/web/app pass it in (a prop, a callback, or a hook plugged in at start-up).`;
};

const zones = () => {
  const features = webFeatures();
  return features.map((feature) => ({
    target: `${FEATURES_DIR}/${feature}/**`,
    from: features
      .filter((other) => other !== feature && !(FEATURE_DIRECTION[feature] ?? []).includes(other))
      // A group's own features are not inside one another: discovery/home is not in discovery/.
      .map((other) => `${root}/${FEATURES_DIR}/${other}/**`),
    message: message(feature),
  }));
};

// import-x's no-restricted-paths under a name of its own: eslint.config.js already uses that
// rule for the subfolder zones, and a later block's options for the same rule would replace them.
export default [
  {
    name: 'features/direction',
    files: [`${FEATURES_DIR}/**/*.{ts,tsx}`],
    plugins: { features: { rules: { direction: importX.rules['no-restricted-paths'] } } },
    rules: { 'features/direction': ['error', { basePath: root, zones: zones() }] },
  },
];
