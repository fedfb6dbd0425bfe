import { describe, expect, test } from 'vitest';
import { homeSetupReducer, initialHomeSetup, showsSelector } from './home-setup';
import type { HomeSetupAction, HomeSetupState } from './home-setup';

const run = (actions: HomeSetupAction[], from: HomeSetupState = initialHomeSetup) =>
  actions.reduce(homeSetupReducer, from);

describe('Home setup moment', () => {
  test('a new user sees the selector once the stored values are read, not before', () => {
    expect(showsSelector(initialHomeSetup)).toBe(false);
    const loaded = run([{ type: 'loaded', setupStatus: null, userTopics: [] }]);
    expect(loaded).toMatchObject({ setupStatus: null, userTopics: [], storedTopicsReady: true });
    expect(showsSelector(loaded)).toBe(true);
  });

  test('an unknown stored status counts as not set up', () => {
    const loaded = run([{ type: 'loaded', setupStatus: 'banana', userTopics: ['food'] }]);
    expect(loaded.setupStatus).toBeNull();
    expect(showsSelector(loaded)).toBe(true);
  });

  test('choosing topics keeps their order, marks them not finalized, and saving completes', () => {
    const chosen = run([
      { type: 'loaded', setupStatus: null, userTopics: [] },
      { type: 'toggleTopic', topic: 'technology' },
      { type: 'toggleTopic', topic: 'food' },
      { type: 'toggleTopic', topic: 'travel' },
      { type: 'toggleTopic', topic: 'food' },
    ]);
    expect(chosen.userTopics).toEqual(['technology', 'travel']);
    expect(chosen.finalizedTopics).toBe(false);
    const saving = homeSetupReducer(chosen, { type: 'saveStarted' });
    expect(saving).toMatchObject({ saving: true, finalizedTopics: true });
    const saved = homeSetupReducer(saving, {
      type: 'saveSucceeded',
      userTopics: ['technology', 'travel'],
    });
    expect(saved).toMatchObject({ saving: false, setupStatus: 'complete' });
    expect(showsSelector(saved)).toBe(false);
  });

  test('a failed save keeps the choice, is not finalized, and says why', () => {
    const failed = run([
      { type: 'loaded', setupStatus: null, userTopics: [] },
      { type: 'toggleTopic', topic: 'science' },
      { type: 'saveStarted' },
      { type: 'saveFailed', message: 'Could not save your topics.' },
    ]);
    expect(failed).toMatchObject({
      saving: false,
      finalizedTopics: false,
      setupStatus: null,
      userTopics: ['science'],
      error: 'Could not save your topics.',
    });
  });

  test('skip hides the selector; reselect then cancel restores the previous status and topics', () => {
    const skipped = run([{ type: 'loaded', setupStatus: null, userTopics: [] }, { type: 'skip' }]);
    expect(skipped.setupStatus).toBe('skipped');
    expect(showsSelector(skipped)).toBe(false);

    const complete = run([{ type: 'loaded', setupStatus: 'complete', userTopics: ['gaming'] }]);
    const editing = run(
      [
        { type: 'reselect' },
        { type: 'toggleTopic', topic: 'gaming' },
        { type: 'toggleTopic', topic: 'parenting' },
      ],
      complete,
    );
    expect(editing).toMatchObject({ setupStatus: 'reselect', userTopics: ['parenting'] });
    expect(showsSelector(editing)).toBe(true);
    const cancelled = homeSetupReducer(editing, { type: 'cancelReselect' });
    expect(cancelled).toMatchObject({
      setupStatus: 'complete',
      userTopics: ['gaming'],
      finalizedTopics: true,
    });

    // Reselecting twice keeps the first remembered state.
    const twice = run([{ type: 'reselect' }, { type: 'reselect' }], skipped);
    expect(homeSetupReducer(twice, { type: 'cancelReselect' }).setupStatus).toBe('skipped');
  });

  test('start over clears the status and the topics', () => {
    const started = run([
      { type: 'loaded', setupStatus: 'complete', userTopics: ['business', 'career'] },
      { type: 'reselect' },
      { type: 'startOver' },
    ]);
    expect(started).toMatchObject({ setupStatus: null, userTopics: [], prevTopics: [] });
    expect(showsSelector(started)).toBe(true);
  });
});
