/**
 * The QA panel's feature-flag checkboxes, over the client flag store (features/flags). The
 * store takes the browser's own assignments as `assign` values (`name` or `name:variant`), and
 * a variant containing "disabled" makes a flag inactive (docs/PRODUCT.md §4). Toggling a flag
 * rewrites that list: every known flag keeps its state, the toggled one becomes `name` (on) or
 * `name:disabled` (off), which also switches off a flag the server assigned.
 */
import type { FeatureFlag } from '../../flags';

/**
 * Web-client flags Pocket checked (docs/POCKET-COMPATIBILITY.md §6.2), listed even before anything
 * assigns them so that QA can switch them on.
 */
export const KNOWN_FLAGS = [
  'lab',
  'lab.braze',
  'lab.listen',
  'lists.dev',
  'card.signals',
  'fxa',
  'forceFxaRedirect',
  'fxa.rebranding',
  'omnivore',
  'majc',
] as const;

export interface FlagRow {
  name: string;
  active: boolean;
  variant: string | null;
}

/** The rows of the checkbox list: the known flags first (in that order), then any other flag by name. */
export function flagRows(flags: Readonly<Record<string, FeatureFlag>>): FlagRow[] {
  const known: readonly string[] = KNOWN_FLAGS;
  const others = Object.keys(flags)
    .filter((name) => !known.includes(name))
    .sort((a, b) => a.localeCompare(b));
  return [...known, ...others].map((name) => {
    const flag = flags[name];
    return { name, active: flag?.active ?? false, variant: flag?.variant ?? null };
  });
}

function valueOf(flag: FeatureFlag): string | null {
  if (!flag.assigned) return null;
  return flag.variant ? `${flag.name}:${flag.variant}` : flag.name;
}

/** The browser's `assign` values after switching `name` on or off; the others keep their state. */
export function assignValuesAfterToggle(
  flags: Readonly<Record<string, FeatureFlag>>,
  name: string,
  on: boolean,
): string[] {
  const values: string[] = [];
  for (const flag of Object.values(flags)) {
    if (flag.name === name) continue;
    const value = valueOf(flag);
    if (value) values.push(value);
  }
  const current = flags[name];
  const keepVariant =
    on && current?.active && current.variant ? `${name}:${current.variant}` : null;
  values.push(on ? (keepVariant ?? name) : `${name}:disabled`);
  return values;
}
