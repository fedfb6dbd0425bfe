/**
 * Only the auth layer makes actors for callers, and only jobs, the CLI, benchmarks and the test
 * harness make system actors (docs/ARCHITECTURE.md, "Authorisation"). This test holds the line
 * that the type alone cannot: who imports accounts/actors.ts, and who casts to Actor.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SCANNED = ['src/server', 'bench', 'e2e', 'scripts'];

const MAY_IMPORT_ACTORS = [
  /^src\/server\/accounts\/auth\.service\.ts$/,
  /^src\/server\/cli\//,
  /^src\/server\/jobs\//,
  /\.job\.ts$/,
  /^src\/server\/test\//,
  /^bench\//,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !path.includes('node_modules'));
}

const files = SCANNED.flatMap((dir) => {
  try {
    return sourceFiles(dir);
  } catch {
    return [];
  }
});

describe('who makes actors', () => {
  it('finds the sources it checks', () => {
    expect(files).toContain('src/server/accounts/auth.service.ts');
  });

  it('imports accounts/actors.ts only from the auth layer, jobs, the CLI, benches and tests', () => {
    const importers = files.filter(
      (path) =>
        path !== 'src/server/accounts/actors.ts' &&
        /from '[^']*(accounts\/|\.\/)actors\.js'/.test(readFileSync(join(ROOT, path), 'utf8')),
    );
    expect(importers.filter((path) => !MAY_IMPORT_ACTORS.some((rule) => rule.test(path)))).toEqual(
      [],
    );
  });

  it('casts to Actor nowhere but accounts/actors.ts', () => {
    const casting = files.filter(
      (path) =>
        path !== 'src/server/accounts/actors.ts' &&
        /\bas Actor\b/.test(readFileSync(join(ROOT, path), 'utf8')),
    );
    expect(casting).toEqual([]);
  });
});
