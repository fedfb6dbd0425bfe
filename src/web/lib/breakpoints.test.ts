/// <reference types="node" />
// Reads the CSS sources from disk (a Node test), to hold the CSS to the breakpoint values.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BREAKPOINT_VALUES, gridColumnsForViewport, WIDE_CONTENT_WIDTH } from './breakpoints';

const WEB = join(import.meta.dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('breakpoints', () => {
  test('are the docs/PRODUCT.md §9 values', () => {
    expect(BREAKPOINT_VALUES).toEqual([359, 399, 479, 599, 719, 839, 959, 1023, 1279]);
    expect(WIDE_CONTENT_WIDTH).toBe(1128);
  });

  test('every CSS media query width is a breakpoint (max-width N, min-width N + 1)', () => {
    const strays: string[] = [];
    for (const file of cssFiles(WEB)) {
      const css = readFileSync(file, 'utf8');
      for (const [media] of css.matchAll(/@media[^{]*/g)) {
        for (const match of media.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)(px|rem|em)\)/g)) {
          const [query, kind, raw, unit] = match;
          const px = Number(raw) * (unit === 'px' ? 1 : 16);
          const value = kind === 'max' ? px : px - 1;
          if (!BREAKPOINT_VALUES.includes(value)) strays.push(`${relative(WEB, file)}: ${query}`);
        }
      }
    }
    expect(strays).toEqual([]);
  });

  test('the content width token is the spec value', () => {
    const tokens = readFileSync(join(WEB, 'styles/tokens.css'), 'utf8');
    expect(tokens).toContain(`--content-width: ${WIDE_CONTENT_WIDTH}px;`);
  });

  test.each([
    [320, 1],
    [599, 1],
    [600, 2],
    [719, 2],
    [720, 3],
    [1440, 3],
  ])('grid columns at %i px: %i', (width, columns) => {
    expect(gridColumnsForViewport(width)).toBe(columns);
  });
});
