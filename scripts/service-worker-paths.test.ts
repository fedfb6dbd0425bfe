/**
 * The service worker's SERVER_PATHS (src/web/sw/server-paths.ts) against the server's route table:
 * a navigation to a path the server answers must go to the network, never to the cached app
 * shell (docs/ARCHITECTURE.md "Installable app and offline"). Here, not beside either side,
 * because the web client and the server never import each other (eslint.config.js). The files of
 * the web build (assets, icons, files at the root) and the save page, which the server serves
 * from dist/web, are in the list by hand.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/server/test/test-app.js';
import { SERVER_PATHS } from '../src/web/sw/server-paths.js';

/** Fastify's route tree (printRoutes without common prefixes) as full paths and their methods. */
function routeTable(tree: string): Array<{ path: string; methods: string[] }> {
  const parents: string[] = [];
  const routes: Array<{ path: string; methods: string[] }> = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    if (match[3]) routes.push({ path, methods: match[3].split(', ') });
  }
  return routes;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it('reads the route table', () => {
  const paths = routeTable(t.app.printRoutes({ commonPrefix: false })).map((route) => route.path);
  expect(paths).toContain('/graphql');
  expect(paths).toContain('/api/oauth/requests/:code/decision');
});

it('sends every page the server answers to the network', () => {
  const navigable = routeTable(t.app.printRoutes({ commonPrefix: false })).filter((route) =>
    route.methods.includes('GET'),
  );
  const missing = navigable
    .map((route) => route.path)
    .filter((path) => {
      const example = path.replace(/:[^/]+|\*/g, 'x');
      return !SERVER_PATHS.some((pattern) => pattern.test(example));
    })
    .map((path) => `${path}: add /^\\/${path.split('/')[1]}/ to SERVER_PATHS`);
  expect(missing, 'src/web/sw/server-paths.ts lacks server routes').toEqual([]);
});
