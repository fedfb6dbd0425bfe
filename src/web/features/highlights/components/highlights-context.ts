/**
 * What the reader's highlight pieces share (the in-article layer, the sidebar, the dialogs): the
 * save's highlights, the premium limit, the last render's anchors, and the actions.
 */
import { createContext, useContext } from 'react';
import type { Highlight } from '../api/highlight-fields';
import type { RenderResult } from '../lib/render-highlights';

/** A passage chosen in the article, ready to be saved as a highlight. */
export interface HighlightDraft {
  quote: string;
  patch: string;
}

/**
 * What a highlight's "Share" shares: the save's URL and title (docs/PRODUCT.md §4 "Share link").
 */
export interface HighlightShareTarget {
  url: string;
  title?: string | null;
}

export interface HighlightsContextValue {
  highlights: Highlight[];
  /** The save a highlight's "Share" links to; null hides Share. */
  shareTarget: HighlightShareTarget | null;
  premium: boolean;
  /** A free account with 3 highlights on this article: a 4th opens the upgrade modal. */
  atLimit: boolean;
  /** Where the last render anchored each highlight (null before the article is drawn). */
  rendered: RenderResult | null;
  setRendered: (result: RenderResult | null) => void;
  /** The article's content element, once drawn. */
  root: HTMLElement | null;
  setRoot: (root: HTMLElement | null) => void;
  creating: boolean;
  create: (draft: HighlightDraft) => void;
  createWithNote: (draft: HighlightDraft) => void;
  remove: (id: string) => void;
  openNote: (id: string) => void;
  openUpgrade: () => void;
}

export const HighlightsContext = createContext<HighlightsContextValue | null>(null);

/** The reader's highlights; null outside a reader (or while it has no save). */
export const useHighlights = (): HighlightsContextValue | null => useContext(HighlightsContext);
