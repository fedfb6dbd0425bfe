/**
 * The QA panel's copy links (docs/PRODUCT.md §2 "QA Tools modal"): an address of Home or Saves on
 * this origin that carries every active feature flag as a repeated `assign` query value, so a
 * colleague who opens it gets the same flags (see features/flags: `assign` values are `name`
 * or `name:variant`). Pure, so it is unit-tested.
 */
import type { FeatureFlag } from '../../flags';

export type CopyLinkTarget = 'home' | 'saves';

const PATHS: Record<CopyLinkTarget, string> = { home: '/home', saves: '/saves' };

/** One `assign` value per active flag, by name: `name`, or `name:variant` when it has a variant. */
export function activeAssignValues(flags: Readonly<Record<string, FeatureFlag>>): string[] {
  return Object.values(flags)
    .filter((flag) => flag.active)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((flag) => (flag.variant ? `${flag.name}:${flag.variant}` : flag.name));
}

/** `<origin>/home?assign=a&assign=b` (or /saves); no query at all when no flag is active. */
export function buildCopyLink(
  origin: string,
  target: CopyLinkTarget,
  values: readonly string[],
): string {
  const url = new URL(PATHS[target], origin);
  for (const value of values) url.searchParams.append('assign', value);
  return url.toString();
}
