import { describe, expect, it } from 'vitest';
import { oggOpusDurationSeconds, renderSpeech, SpeechEngineError } from './speech-engine.js';

describe('speech engine (espeak-ng + opusenc, run for real)', () => {
  it('renders a short text to Ogg Opus with its duration', async () => {
    const speech = await renderSpeech(
      'Satchel can read your saved articles aloud. This is a short test of that feature.',
      { voice: 'en', wordsPerMinute: 165 },
    );
    expect(speech.data.subarray(0, 4).toString('latin1')).toBe('OggS');
    expect(speech.data.subarray(28, 36).toString('latin1')).toBe('OpusHead');
    // 15 words at 165 wpm: about five seconds.
    expect(speech.durationSeconds).toBeGreaterThan(2);
    expect(speech.durationSeconds).toBeLessThan(12);
    expect(oggOpusDurationSeconds(speech.data)).toBe(speech.durationSeconds);
  });

  it('reads other languages with their voice', async () => {
    const speech = await renderSpeech('Guten Tag. Das ist ein kurzer Test.', {
      voice: 'de',
      wordsPerMinute: 165,
    });
    expect(speech.durationSeconds).toBeGreaterThan(1);
  });

  it('fails with a clear error for no text, a missing or failing program and a timeout', async () => {
    await expect(renderSpeech('  ', { voice: 'en', wordsPerMinute: 165 })).rejects.toThrow(
      'There is no text to read.',
    );
    await expect(
      renderSpeech('Hello.', { voice: 'en', wordsPerMinute: 165, espeakPath: 'no-such-espeak' }),
    ).rejects.toThrow('espeak-ng is not installed');
    const missing = await renderSpeech('Hello.', {
      voice: 'en',
      wordsPerMinute: 165,
      opusencPath: '/nonexistent/opusenc',
    }).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(SpeechEngineError);
    expect((missing as Error).message).toMatch(/opusenc is not installed/);
    await expect(
      renderSpeech('Hello.', { voice: 'en', wordsPerMinute: 165, opusencPath: 'false' }),
    ).rejects.toThrow('opusenc failed (exit 1).');
    const long = 'This sentence is read again and again. '.repeat(3000);
    await expect(
      renderSpeech(long, { voice: 'en', wordsPerMinute: 165, timeoutMs: 50 }),
    ).rejects.toThrow('longer than 0.05 s');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const render = renderSpeech('Word. '.repeat(5000), {
      voice: 'en',
      wordsPerMinute: 165,
      signal: controller.signal,
    });
    controller.abort();
    await expect(render).rejects.toThrow('stopped');
  });
});

describe('oggOpusDurationSeconds', () => {
  it('is undefined for anything that is not Ogg Opus', () => {
    expect(oggOpusDurationSeconds(Buffer.from('not audio at all, just some text here....'))).toBe(
      undefined,
    );
    expect(oggOpusDurationSeconds(Buffer.alloc(0))).toBe(undefined);
  });
});
