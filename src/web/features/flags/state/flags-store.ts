import { create } from 'zustand';

/**
 * Feature flags (docs/PRODUCT.md §2 last redirect rule, §4; Pocket's Unleash client,
 * docs/POCKET-COMPATIBILITY.md §6.2).
 *
 * Flags are keyed by their short name: `temp.web.client.<short>`, `perm.web.client.<short>` and
 * `phantom.web.client.<short>` all become `<short>`. A flag is active when it is assigned and its
 * variant (if any) contains neither "control" nor "disabled" (case-insensitive); an active flag whose
 * payload is `{override: "<other>"}` switches the other flag off.
 *
 * Usage: `useFlagsStore((s) => s.isActive('forceFxaRedirect'))`, or outside React
 * `useFlagsStore.getState().isActive(name)`.
 */

/** One assignment as the server (or the `assign` query parameter) gives it. */
export interface FlagAssignment {
  name: string;
  assigned: boolean;
  variant?: string | null;
  /** JSON text or an already-parsed value. */
  payload?: unknown;
}

/** A processed flag. */
export interface FeatureFlag {
  name: string;
  assigned: boolean;
  active: boolean;
  variant: string | null;
  payload: unknown;
}

interface FlagsState {
  /** All known flags by short name, already resolved (active, overrides applied). */
  flags: Record<string, FeatureFlag>;
  /** True when the flag exists and is active. */
  isActive: (name: string) => boolean;
  /** Replaces the server-provided assignments (e.g. from `unleashAssignments`). */
  setServerAssignments: (assignments: readonly FlagAssignment[]) => void;
  /**
   * Replaces the assignments from the `assign` query parameter (values `name` or `name:variant`).
   * They win over server assignments of the same name.
   */
  setQueryAssignments: (values: readonly string[]) => void;
}

const PREFIX = /^(?:temp|perm|phantom)\.web\.client\./;
const INACTIVE_VARIANT = /control|disabled/i;

/** `temp.web.client.lab` → `lab`; short names pass through. */
export function shortFlagName(name: string): string {
  return name.replace(PREFIX, '');
}

function parsePayload(payload: unknown): unknown {
  if (typeof payload !== 'string') return payload ?? null;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return payload;
  }
}

/** Parses one `assign` value: `name` or `name:variant`. */
export function parseAssignValue(value: string): FlagAssignment | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const colon = trimmed.indexOf(':');
  const name = colon === -1 ? trimmed : trimmed.slice(0, colon);
  const variant = colon === -1 ? null : trimmed.slice(colon + 1) || null;
  return name ? { name, assigned: true, variant } : null;
}

/** Resolves assignments into flags: short names, activity, then payload overrides. */
export function resolveFlags(assignments: readonly FlagAssignment[]): Record<string, FeatureFlag> {
  const flags: Record<string, FeatureFlag> = {};
  for (const assignment of assignments) {
    const name = shortFlagName(assignment.name);
    const variant = assignment.variant ?? null;
    flags[name] = {
      name,
      assigned: assignment.assigned,
      active: assignment.assigned && !(variant && INACTIVE_VARIANT.test(variant)),
      variant,
      payload: parsePayload(assignment.payload),
    };
  }
  for (const flag of Object.values(flags)) {
    const payload = flag.payload;
    if (!flag.active || typeof payload !== 'object' || payload === null) continue;
    const override = (payload as { override?: unknown }).override;
    if (typeof override !== 'string') continue;
    const other = flags[shortFlagName(override)];
    if (other && other !== flag) other.active = false;
  }
  return flags;
}

let serverAssignments: readonly FlagAssignment[] = [];
let queryAssignments: readonly FlagAssignment[] = [];

const recompute = () => resolveFlags([...serverAssignments, ...queryAssignments]);

export const useFlagsStore = create<FlagsState>()((set, get) => ({
  flags: {},
  isActive: (name) => get().flags[shortFlagName(name)]?.active ?? false,
  setServerAssignments: (assignments) => {
    serverAssignments = [...assignments];
    set({ flags: recompute() });
  },
  setQueryAssignments: (values) => {
    queryAssignments = values.map(parseAssignValue).filter((a): a is FlagAssignment => a !== null);
    set({ flags: recompute() });
  },
}));

/** React hook: is the flag active? */
export function useFlag(name: string): boolean {
  return useFlagsStore((s) => s.flags[shortFlagName(name)]?.active ?? false);
}
