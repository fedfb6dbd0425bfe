/**
 * Home's topic setup moment (docs/PRODUCT.md §3 "Home setup", §4 "Home"), as a pure reducer.
 *
 * `setupStatus` is null until the user chose or skipped (Pocket's `false`), then 'complete' or
 * 'skipped'; 'reselect' while they change their topics, remembering the previous status and
 * topics so that cancelling restores both. Start over clears the status and the topics. Adding or
 * removing a topic marks the topics not finalized; saving finalizes them and, once the server
 * agrees, completes the setup. A failed save keeps the choice and says so.
 */
import type { TopicSlug } from '../../../../../common/topics.js';

export type SetupStatus = 'reselect' | 'complete' | 'skipped';

export interface HomeSetupState {
  setupStatus: SetupStatus | null;
  /** The chosen topics, first chosen first. */
  userTopics: readonly TopicSlug[];
  /** True once the server's values have been read. */
  storedTopicsReady: boolean;
  /** False after a topic was added or removed, until the topics are saved. */
  finalizedTopics: boolean;
  prevStatus: SetupStatus | null;
  prevTopics: readonly TopicSlug[];
  saving: boolean;
  error: string | null;
}

export type HomeSetupAction =
  | { type: 'loaded'; setupStatus: string | null; userTopics: readonly string[] }
  | { type: 'toggleTopic'; topic: TopicSlug }
  | { type: 'reselect' }
  | { type: 'cancelReselect' }
  | { type: 'skip' }
  | { type: 'startOver' }
  | { type: 'saveStarted' }
  | { type: 'saveSucceeded'; userTopics: readonly TopicSlug[] }
  | { type: 'saveFailed'; message: string };

export const initialHomeSetup: HomeSetupState = {
  setupStatus: null,
  userTopics: [],
  storedTopicsReady: false,
  finalizedTopics: true,
  prevStatus: null,
  prevTopics: [],
  saving: false,
  error: null,
};

const STATUSES: readonly string[] = ['reselect', 'complete', 'skipped'];

export function toSetupStatus(value: string | null | undefined): SetupStatus | null {
  return value && STATUSES.includes(value) ? (value as SetupStatus) : null;
}

/** True while the topics selector shows: before the first choice, and while reselecting. */
export function showsSelector(state: HomeSetupState): boolean {
  return (
    state.storedTopicsReady && (state.setupStatus === null || state.setupStatus === 'reselect')
  );
}

export function homeSetupReducer(state: HomeSetupState, action: HomeSetupAction): HomeSetupState {
  switch (action.type) {
    case 'loaded':
      return {
        ...state,
        setupStatus: toSetupStatus(action.setupStatus),
        userTopics: action.userTopics as TopicSlug[],
        storedTopicsReady: true,
        finalizedTopics: true,
      };
    case 'toggleTopic': {
      const chosen = state.userTopics.includes(action.topic);
      return {
        ...state,
        userTopics: chosen
          ? state.userTopics.filter((topic) => topic !== action.topic)
          : [...state.userTopics, action.topic],
        finalizedTopics: false,
        error: null,
      };
    }
    case 'reselect':
      if (state.setupStatus === 'reselect') return state;
      return {
        ...state,
        prevStatus: state.setupStatus,
        prevTopics: state.userTopics,
        setupStatus: 'reselect',
        error: null,
      };
    case 'cancelReselect':
      if (state.setupStatus !== 'reselect') return state;
      return {
        ...state,
        setupStatus: state.prevStatus,
        userTopics: state.prevTopics,
        finalizedTopics: true,
        error: null,
      };
    case 'skip':
      return { ...state, setupStatus: 'skipped', finalizedTopics: true, error: null };
    case 'startOver':
      return {
        ...state,
        setupStatus: null,
        userTopics: [],
        prevStatus: null,
        prevTopics: [],
        finalizedTopics: true,
        error: null,
      };
    case 'saveStarted':
      return { ...state, saving: true, finalizedTopics: true, error: null };
    case 'saveSucceeded':
      return {
        ...state,
        saving: false,
        setupStatus: 'complete',
        userTopics: action.userTopics,
        prevStatus: null,
        prevTopics: [],
      };
    case 'saveFailed':
      return { ...state, saving: false, finalizedTopics: false, error: action.message };
  }
}
