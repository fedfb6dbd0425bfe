import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  SEND_TIMEOUT_MS,
  dismissSave,
  retrySave,
  saveInField,
  submitSave,
  useSaveQueue,
} from './save-queue';
import type { SendSave } from './save-queue';

/** A sender whose answers the test gives by hand, recording what was sent and when. */
function manualSender() {
  const sent: string[] = [];
  const answers: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const send: SendSave = (url) =>
    new Promise<void>((resolve, reject) => {
      sent.push(url);
      answers.push({ resolve, reject });
    });
  return { send, sent, answers };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const states = () => useSaveQueue.getState().saves.map((save) => [save.text, save.status]);

afterEach(() => {
  vi.useRealTimers();
  useSaveQueue.setState({ saves: [] });
});

describe('the save queue', () => {
  test('five quick submissions are all sent, one at a time, in order, each with its state', async () => {
    const { send, sent, answers } = manualSender();
    const urls = [1, 2, 3, 4, 5].map((n) => `https://example.com/${n}`);
    const outcomes = urls.map((url) => submitSave({ text: url, url, formId: 'bar' }, send).outcome);
    await flush();
    expect(sent).toEqual([urls[0]]);
    expect(states()).toEqual(urls.map((url) => [url, 'sending']));

    for (let n = 0; n < urls.length; n += 1) {
      answers[n]!.resolve();
      await flush();
      expect(sent).toEqual(urls.slice(0, Math.min(n + 2, urls.length)));
    }
    expect(await Promise.all(outcomes)).toEqual(urls.map(() => ({ ok: true })));
    expect(states()).toEqual([]);
  });

  test('a refused save keeps its text and error; the next ones still go; retry sends it again', async () => {
    const { send, sent, answers } = manualSender();
    const first = submitSave(
      { text: 'example.com/a', url: 'https://example.com/a', formId: 'bar' },
      send,
    );
    const second = submitSave(
      { text: 'example.com/b', url: 'https://example.com/b', formId: 'bar' },
      send,
    );
    await flush();
    answers[0]!.reject(new Error('Could not save this URL. The server answered 503.'));
    expect(await first.outcome).toEqual({
      ok: false,
      error: 'Could not save this URL. The server answered 503.',
    });
    expect(useSaveQueue.getState().saves[0]).toMatchObject({
      text: 'example.com/a',
      status: 'failed',
      error: 'Could not save this URL. The server answered 503.',
    });
    await flush();
    expect(sent).toEqual(['https://example.com/a', 'https://example.com/b']);
    answers[1]!.resolve();
    expect(await second.outcome).toEqual({ ok: true });

    const again = retrySave(first.id, send);
    expect(states()).toEqual([['example.com/a', 'sending']]);
    await flush();
    answers[2]!.resolve();
    expect(await again).toEqual({ ok: true });
    expect(sent).toEqual([
      'https://example.com/a',
      'https://example.com/b',
      'https://example.com/a',
    ]);
    expect(states()).toEqual([]);
  });

  test('a save the server never answers fails after the time limit and lets the next go', async () => {
    vi.useFakeTimers();
    const { send, sent, answers } = manualSender();
    const stuck = submitSave({ text: 'a.example', url: 'https://a.example/', formId: 'bar' }, send);
    submitSave({ text: 'b.example', url: 'https://b.example/', formId: 'bar' }, send);
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    expect(await stuck.outcome).toMatchObject({ ok: false });
    expect(sent).toEqual(['https://a.example/', 'https://b.example/']);
    answers[1]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(states()).toEqual([['a.example', 'failed']]);
  });

  test('only a failed save can be dismissed', async () => {
    const { send, answers } = manualSender();
    const save = submitSave({ text: 'x.example', url: 'https://x.example/', formId: 'bar' }, send);
    dismissSave(save.id);
    expect(states()).toEqual([['x.example', 'sending']]);
    await flush();
    answers[0]!.reject(new Error('no'));
    await save.outcome;
    dismissSave(save.id);
    expect(states()).toEqual([]);
  });
});

describe('saveInField', () => {
  const save = (id: number, text: string, formId: string) => ({
    id,
    text,
    url: `https://${text}/`,
    formId,
    status: 'sending' as const,
    error: null,
  });
  const saves = [
    save(1, 'a.example', 'bar'),
    save(2, 'a.example', 'dialog'),
    save(3, 'a.example', 'bar'),
  ];

  test('is the latest save from this form whose text the field holds', () => {
    expect(saveInField(saves, 'bar', ' a.example ')?.id).toBe(3);
    expect(saveInField(saves, 'dialog', 'a.example')?.id).toBe(2);
    expect(saveInField(saves, 'bar', 'b.example')).toBeUndefined();
    expect(saveInField(saves, 'bar', '')).toBeUndefined();
  });
});
