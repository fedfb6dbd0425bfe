/**
 * Saves made from recommendation cards in this page session, by URL: the same article can sit in
 * several slates (and on Discover and in related stories), and every card of it must turn to
 * Saved at once, before any list is fetched again.
 */
import { create } from 'zustand';

export type RecommendationSave = { status: 'saving' } | { status: 'saved'; savedItemId: string };

interface SavedRecommendationsState {
  byUrl: Readonly<Record<string, RecommendationSave>>;
}

export const useSavedRecommendations = create<SavedRecommendationsState>(() => ({ byUrl: {} }));

export function setRecommendationSave(url: string, save: RecommendationSave | null): void {
  useSavedRecommendations.setState((state) => {
    const byUrl = { ...state.byUrl };
    if (save) byUrl[url] = save;
    else delete byUrl[url];
    return { byUrl };
  });
}

export const useRecommendationSave = (url: string): RecommendationSave | undefined =>
  useSavedRecommendations((state) => state.byUrl[url]);
