/**
 * Layout breakpoints (docs/PRODUCT.md §9: 359, 399, 479, 599, 719, 839, 959, 1023 and 1279 px; wide
 * content 1128 px) with Pocket's names (docs/POCKET-COMPATIBILITY.md §4.4). Each is the largest
 * width of its range, so CSS uses `@media (max-width: <value>px)` for "at or below" and
 * `(min-width: <value + 1>px)` for "above". CSS cannot import these numbers, so the CSS modules
 * write them out and breakpoints.test.ts checks that every width in a media query is one of them.
 */
export const BREAKPOINTS = {
  tinyHandset: 359,
  smallHandset: 399,
  mediumHandset: 479,
  largeHandset: 599,
  tinyTablet: 719,
  smallTablet: 839,
  mediumTablet: 959,
  largeTablet: 1023,
  smallDesktop: 1279,
} as const;

export type BreakpointName = keyof typeof BREAKPOINTS;

/** All breakpoint values, smallest first. */
export const BREAKPOINT_VALUES: readonly number[] = Object.values(BREAKPOINTS).sort(
  (a, b) => a - b,
);

/** docs/PRODUCT.md §9: the widest the page content gets (--content-width in styles/tokens.css). */
export const WIDE_CONTENT_WIDTH = 1128;

/** `(max-width: Npx)`: the viewport is at or below the breakpoint. */
export function atOrBelow(name: BreakpointName): string {
  return `(max-width: ${BREAKPOINTS[name]}px)`;
}

/**
 * Grid columns for a viewport width (docs/POCKET-COMPATIBILITY.md §4.3): 3 from small tablets up, 2
 * on tiny tablets (600–719 px), 1 on handsets (599 px and below). List and detail are always 1.
 */
export function gridColumnsForViewport(viewportWidth: number): number {
  if (viewportWidth > BREAKPOINTS.tinyTablet) return 3;
  if (viewportWidth > BREAKPOINTS.largeHandset) return 2;
  return 1;
}
