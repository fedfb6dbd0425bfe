/**
 * The declared direction between web features (eslint/feature-direction.js) names every feature once,
 * only features that exist, and has no cycle: lint then keeps the features free of import cycles.
 */
import { describe, expect, it } from 'vitest';
import { FEATURE_DIRECTION, webFeatures } from './eslint/feature-direction.js';

/** A cycle of the declared direction, as a path that comes back to its start, or null. */
function findCycle(direction: Record<string, string[]>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (feature: string): string[] | null => {
    const at = path.indexOf(feature);
    if (at >= 0) return [...path.slice(at), feature];
    if (done.has(feature)) return null;
    path.push(feature);
    for (const next of direction[feature] ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(feature);
    return null;
  };
  for (const feature of Object.keys(direction)) {
    const cycle = visit(feature);
    if (cycle) return cycle;
  }
  return null;
}

describe('the direction between web features', () => {
  it('declares every feature of src/web/features, and only those', () => {
    expect(Object.keys(FEATURE_DIRECTION).sort()).toEqual(webFeatures().sort());
  });

  it('lets a feature import only declared features, never itself', () => {
    for (const [feature, allowed] of Object.entries(FEATURE_DIRECTION)) {
      for (const other of allowed) {
        expect(FEATURE_DIRECTION, `${feature} → ${other}`).toHaveProperty([other]);
        expect(other, feature).not.toBe(feature);
      }
    }
  });

  it('has no cycle', () => {
    expect(findCycle(FEATURE_DIRECTION)).toBeNull();
  });

  it('finds a cycle when there is one (the check itself)', () => {
    expect(findCycle({ a: ['b'], b: ['c'], c: ['a'] })).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle({ a: ['b', 'c'], b: ['c'], c: [] })).toBeNull();
  });
});
