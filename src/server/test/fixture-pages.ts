/**
 * A local HTTP server for the article pipeline's tests: serves the 65 real pages of
 * ../shared/fixtures/articles at /articles/<name>/ on 127.0.0.1, plus a few special pages.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES_DIR = resolve(
  fileURLToPath(new URL('../../../../shared/fixtures/articles', import.meta.url)),
);

export interface FixtureMetadata {
  title: string | null;
  byline: string | null;
  excerpt: string | null;
  siteName: string | null;
  lang: string | null;
}

export function fixtureNames(): string[] {
  if (!existsSync(FIXTURES_DIR)) return [];
  return readdirSync(FIXTURES_DIR, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(FIXTURES_DIR, entry.name, 'source.html')),
    )
    .map((entry) => entry.name)
    .sort();
}

/** The page as it was served on the web. */
export function fixtureSource(name: string): string {
  return readFileSync(join(FIXTURES_DIR, name, 'source.html'), 'utf8');
}

export function fixtureMetadata(name: string): FixtureMetadata {
  return JSON.parse(
    readFileSync(join(FIXTURES_DIR, name, 'expected-metadata.json'), 'utf8'),
  ) as FixtureMetadata;
}

export function fixtureExpectedHtml(name: string): string {
  return readFileSync(join(FIXTURES_DIR, name, 'expected.html'), 'utf8');
}

export interface FixtureServer {
  url(path: string): string;
  /** How many requests each path received. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/** Extra routes: path → [status, content type, body]. */
export type ExtraRoutes = Record<string, [number, string, string | Buffer]>;

export async function startFixtureServer(extra: ExtraRoutes = {}): Promise<FixtureServer> {
  const hits = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const special = extra[path];
    if (special) {
      response.writeHead(special[0], { 'content-type': special[1] });
      response.end(special[2]);
      return;
    }
    const match = /^\/articles\/([\w.-]+)\/$/.exec(path);
    const file = match ? join(FIXTURES_DIR, match[1]!, 'source.html') : undefined;
    if (!file || !existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    hits,
    close: () => new Promise((resolveClose) => server.close(() => resolveClose())),
  };
}
