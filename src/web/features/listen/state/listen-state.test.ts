import { describe, expect, it } from 'vitest';
import {
  afterAnswer,
  afterFailure,
  GIVE_UP_AFTER_MS,
  POLL_INTERVAL_MS,
  TIMEOUT_REASON,
} from './audio-request';
import {
  formatTime,
  parseSpeed,
  readSpeed,
  skipTarget,
  spokenTime,
  SPEED_KEY,
  writeSpeed,
} from './listen-settings';
import { keepIntent, preparingCopy } from './play-intent';

const file = {
  url: '/audio/1/a.opus',
  duration: 60,
  durationMs: 60_000,
  size: 1000,
  voice: 'en',
  truncated: false,
};

describe('listen settings', () => {
  it('remembers only the offered speeds', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(readSpeed(storage)).toBe(1);
    writeSpeed(1.5, storage);
    expect(store.get(SPEED_KEY)).toBe('1.5');
    expect(readSpeed(storage)).toBe(1.5);
    expect(parseSpeed('3')).toBe(1);
    expect(parseSpeed('abc')).toBe(1);
    expect(parseSpeed('0.75')).toBe(0.75);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readSpeed(broken)).toBe(1);
  });

  it('skips within the file', () => {
    expect(skipTarget(10, -15, 100)).toBe(0);
    expect(skipTarget(10, 15, 100)).toBe(25);
    expect(skipTarget(95, 15, 100)).toBe(100);
    expect(skipTarget(95, 15, Number.NaN)).toBe(110);
  });

  it('formats elapsed and total time', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(75.9)).toBe('1:15');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(spokenTime(75)).toBe('1 minute 15 seconds');
    expect(spokenTime(3600)).toBe('1 hour');
    expect(spokenTime(0)).toBe('0 seconds');
  });
});

describe('audio request', () => {
  it('polls every 2 s while pending, is ready with the file, gives up after 2 minutes', () => {
    expect(afterAnswer(0, { status: 'pending' }, 1_000)).toEqual({
      state: { phase: 'preparing', startedAt: 0 },
      pollInMs: POLL_INTERVAL_MS,
    });
    expect(afterAnswer(0, { status: 'ready', file }, 5_000)).toEqual({
      state: { phase: 'ready', file },
      pollInMs: null,
    });
    expect(afterAnswer(0, { status: 'pending' }, GIVE_UP_AFTER_MS)).toEqual({
      state: { phase: 'error', message: TIMEOUT_REASON },
      pollInMs: null,
    });
  });

  it('shows the server reason after the spec message', () => {
    expect(afterFailure(new Error('This item has no article text to read aloud.'))).toEqual({
      phase: 'error',
      message: 'Unable to fetch audio file: This item has no article text to read aloud.',
    });
    expect(afterFailure(new Error('Unable to fetch audio file: opusenc failed.'))).toEqual({
      phase: 'error',
      message: 'Unable to fetch audio file: opusenc failed.',
    });
    expect(afterFailure('boom')).toEqual({
      phase: 'error',
      message: 'Unable to fetch audio file.',
    });
  });
});

describe('play pressed while preparing', () => {
  it('says it will play when ready, and the button then pauses', () => {
    expect(preparingCopy(false)).toEqual({ button: 'Play', status: 'Preparing audio…' });
    expect(preparingCopy(true)).toEqual({
      button: 'Pause',
      status: 'Preparing audio… It will play when ready.',
    });
  });

  it('keeps the wish to play until the audio fails', () => {
    expect(keepIntent(true, 'preparing')).toBe(true);
    expect(keepIntent(true, 'ready')).toBe(true);
    expect(keepIntent(true, 'error')).toBe(false);
    expect(keepIntent(false, 'ready')).toBe(false);
  });
});
