import { create } from 'zustand';
import { FONT_FAMILIES, isFontKey } from '../lib/fonts';
import type { FontKey } from '../lib/fonts';

/**
 * Reader display settings (docs/PRODUCT.md §3 "Display preferences", §5, §9;
 * docs/POCKET-COMPATIBILITY.md §4.3). Stored in localStorage under Pocket's keys: `fontSize`,
 * `lineHeight` and `columnWidth` hold indices into the ranges below (default 3 each), `fontFamily`
 * holds a font key (default blanco).
 */
export const FONT_RANGE = [16, 19, 22, 25, 28, 32, 37] as const;
export const LINE_HEIGHT_RANGE = [1.2, 1.3, 1.4, 1.5, 1.65, 1.9, 2.5] as const;
export const COLUMN_WIDTH_RANGE = [531, 574, 632, 718, 826, 933, 1041] as const;
export const DEFAULT_INDEX = 3;
export const DEFAULT_FONT: FontKey = 'blanco';

export type RangeSetting = 'fontSize' | 'lineHeight' | 'columnWidth';

export const RANGES: Record<RangeSetting, readonly number[]> = {
  fontSize: FONT_RANGE,
  lineHeight: LINE_HEIGHT_RANGE,
  columnWidth: COLUMN_WIDTH_RANGE,
};

export interface DisplaySettings {
  fontSize: number;
  lineHeight: number;
  columnWidth: number;
  fontFamily: FontKey;
}

/**
 * One step along a range (docs/PRODUCT.md §5): an increase past the last index or a decrease below
 * 0 is refused, i.e. the index stays where it is. Returns the new index.
 */
export function stepIndex(index: number, delta: 1 | -1, length: number): number {
  const next = index + delta;
  return next < 0 || next > length - 1 ? index : next;
}

/** A stored index when it is a whole number inside the range, else the default. */
export function parseIndex(raw: string | null, length: number): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return DEFAULT_INDEX;
  const value = Number(raw);
  return value < length ? value : DEFAULT_INDEX;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode): the setting still applies to this visit.
  }
}

function readSettings(): DisplaySettings {
  const font = read('fontFamily');
  return {
    fontSize: parseIndex(read('fontSize'), FONT_RANGE.length),
    lineHeight: parseIndex(read('lineHeight'), LINE_HEIGHT_RANGE.length),
    columnWidth: parseIndex(read('columnWidth'), COLUMN_WIDTH_RANGE.length),
    fontFamily: isFontKey(font) ? font : DEFAULT_FONT,
  };
}

interface DisplaySettingsState extends DisplaySettings {
  /** Moves one setting one index up or down; returns false when the step was refused. */
  step: (setting: RangeSetting, delta: 1 | -1) => boolean;
  setFontFamily: (font: FontKey) => void;
}

export const useDisplaySettings = create<DisplaySettingsState>()((set, get) => ({
  ...readSettings(),
  step: (setting, delta) => {
    const current = get()[setting];
    const next = stepIndex(current, delta, RANGES[setting].length);
    if (next === current) return false;
    write(setting, String(next));
    set({ [setting]: next });
    return true;
  },
  setFontFamily: (fontFamily) => {
    write('fontFamily', fontFamily);
    set({ fontFamily });
  },
}));

/** The CSS values for a settings snapshot; premium-only settings fall back to the defaults. */
export function resolvedSettings(settings: DisplaySettings, premium: boolean) {
  const font =
    FONT_FAMILIES[
      premium || !FONT_FAMILIES[settings.fontFamily].premium ? settings.fontFamily : DEFAULT_FONT
    ];
  return {
    font,
    fontSizePx: FONT_RANGE[settings.fontSize] ?? FONT_RANGE[DEFAULT_INDEX],
    lineHeight: LINE_HEIGHT_RANGE[premium ? settings.lineHeight : DEFAULT_INDEX] ?? 1.5,
    columnWidthPx: COLUMN_WIDTH_RANGE[premium ? settings.columnWidth : DEFAULT_INDEX] ?? 718,
  };
}
