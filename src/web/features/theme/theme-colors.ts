/**
 * Each theme's page background (--color-canvas in styles/tokens.css): the browser's UI around
 * the page (`<meta name="theme-color">`) and the installed app's manifest use it. Keep in sync
 * with tokens.css.
 */
export const THEME_COLORS = {
  light: '#fbfaf7',
  dark: '#171615',
  sepia: '#f5eddd',
} as const;
