import { afterEach, describe, expect, it } from 'vitest';
import { useToasts } from '../toast';
import { showToggleToast, toggleFeedback, UNDO_OF } from './toggle-feedback';
import type { ToggleAction } from './save-changes';

const ACTIONS: ToggleAction[] = ['archive', 'unarchive', 'favorite', 'unfavorite'];

afterEach(() => useToasts.setState({ toasts: [] }));

describe('toggle feedback', () => {
  it('undoes each action with its opposite', () => {
    expect(UNDO_OF.archive).toBe('unarchive');
    expect(UNDO_OF.favorite).toBe('unfavorite');
    for (const action of ACTIONS) {
      expect(UNDO_OF[action]).not.toBe(action);
      expect(UNDO_OF[UNDO_OF[action]]).toBe(action);
    }
  });

  it('says what happened in words', () => {
    expect(toggleFeedback('archive').message).toBe('Archived');
    expect(toggleFeedback('unarchive').message).toBe('Added back to Saves');
    expect(toggleFeedback('favorite').message).toBe('Added to Favorites');
    expect(toggleFeedback('unfavorite').message).toBe('Removed from Favorites');
  });

  it('shows a toast whose Undo runs the given function once per click', () => {
    let undone = 0;
    showToggleToast('archive', () => (undone += 1));
    const [toast] = useToasts.getState().toasts;
    expect(toast?.message).toBe('Archived');
    expect(toast?.action?.label).toBe('Undo');
    expect(toast?.duration).toBe(6000);
    toast?.action?.onAction();
    expect(undone).toBe(1);
  });
});
