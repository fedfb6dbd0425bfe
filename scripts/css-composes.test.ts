/**
 * CSS Modules `composes: … from '<file>'` (docs/ARCHITECTURE.md, shared looks in
 * src/web/styles/patterns): every file named exists and defines every class composed from it. A
 * missing file fails the build with an unrelated error, and a missing class silently composes
 * "undefined", so both are checked here, with the place to fix.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const COMPOSES = /composes:\s*([\w\s-]+?)\s+from\s+['"]([^'"]+)['"]/g;

/** Every problem with the composes of `css` (the text of `file`), in words. */
function composesProblems(file: string, css: string, read: (path: string) => string | null) {
  const problems: string[] = [];
  for (const [, names, from] of css.matchAll(COMPOSES)) {
    const target = resolve(dirname(file), from!);
    const source = read(target);
    if (source === null) {
      problems.push(`${file}: composes ${names!.trim()} from ${from}, which does not exist`);
      continue;
    }
    for (const name of names!.trim().split(/\s+/)) {
      if (!new RegExp(`\\.${name}(?![\\w-])`).test(source))
        problems.push(`${file}: composes ${name} from ${from}, which has no .${name}`);
    }
  }
  return problems;
}

const readIfThere = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : null);

describe('CSS Modules composes', () => {
  it('finds a missing file and a missing class', () => {
    const files: Record<string, string> = { '/p/patterns.module.css': '.row { display: flex; }' };
    const css = `.a { composes: row from './patterns.module.css'; }
.b { composes: column from './patterns.module.css'; }
.c { composes: row from './gone.module.css'; }`;
    expect(composesProblems('/p/x.module.css', css, (p) => files[p] ?? null)).toEqual([
      '/p/x.module.css: composes column from ./patterns.module.css, which has no .column',
      '/p/x.module.css: composes row from ./gone.module.css, which does not exist',
    ]);
  });

  it('every composes in src/web names a file and classes that exist', () => {
    const files = execFileSync('git', ['ls-files', 'src/web/**/*.css'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
      .map((file) => resolve(root, file));
    expect(files.length).toBeGreaterThan(50);
    const problems = files.flatMap((file) =>
      composesProblems(file, readFileSync(file, 'utf8'), readIfThere),
    );
    expect(problems).toEqual([]);
  });
});
