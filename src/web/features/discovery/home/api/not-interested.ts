/**
 * "Not interested" on Home (docs/PRODUCT.md §4 "Home"): the article leaves every slate at once
 * (its URL kept on this device with the day's midnight stamp) and the server remembers it too
 * (`dismissRecommendation`), so it stays gone after a reload and on other devices. The toast's
 * Undo brings it back in both places.
 */
import { useCallback } from 'react';
import { showToast } from '../../../../lib/toast';
import { dismissRecommendation, undismissRecommendation } from '../../recommendations';
import { demoteUrl, undemoteUrl } from '../state/use-demoted';

export interface DismissTarget {
  corpusItemId: string;
  url: string;
  title: string;
}

export function useNotInterested(): (target: DismissTarget) => void {
  return useCallback((target: DismissTarget) => {
    demoteUrl(target.url);
    const dismissed = dismissRecommendation(target.corpusItemId).catch(() => {
      // Kept on this device regardless; the server learns it the next time the user demotes it.
      showToast({
        tone: 'error',
        message: 'Hidden on this device only: the server could not be reached.',
      });
    });
    showToast({
      message: 'Hidden from your Home',
      action: {
        label: 'Undo',
        altText: `Show “${target.title}” again`,
        onAction: () => {
          undemoteUrl(target.url);
          // After the dismissal has landed, so the two cannot arrive the wrong way round.
          void dismissed
            .then(() => undismissRecommendation(target.corpusItemId))
            .catch(() =>
              showToast({ tone: 'error', message: 'Could not bring the story back. Try again.' }),
            );
        },
      },
    });
  }, []);
}
