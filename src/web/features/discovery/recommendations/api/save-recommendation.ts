/**
 * Saving a recommendation: the saves feature's `upsertSavedItem` with the article's URL (one
 * write path for every save), shown as Saved at once on every card of that URL; a failure puts
 * the Save button back and says so in a toast.
 */
import { useCallback } from 'react';
import { showToast } from '../../../../lib/toast';
import { useUpsertSavedItem } from '../../../../lib/saved-items';
import { setRecommendationSave } from '../state/saved-recommendations';

export function useSaveRecommendation(): (url: string) => Promise<void> {
  const upsert = useUpsertSavedItem();
  const { mutateAsync } = upsert;
  return useCallback(
    async (url: string) => {
      setRecommendationSave(url, { status: 'saving' });
      try {
        const saved = await mutateAsync({ url });
        setRecommendationSave(url, { status: 'saved', savedItemId: saved.id });
      } catch (error) {
        setRecommendationSave(url, null);
        const message = error instanceof Error && error.message ? error.message : null;
        showToast({ tone: 'error', message: message ?? 'Could not save the article.' });
      }
    },
    [mutateAsync],
  );
}
