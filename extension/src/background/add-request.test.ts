/**
 * sendSave against scripted v3 answers: over the size limit the save is sent once more without
 * the HTML; any other refusal is the user's answer, never retried.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTURE_TOO_LARGE } from '../../../src/common/capture-rules.js';
import { sendSave } from './add-request.js';

interface Answer {
  status: number;
  error?: string;
}

const SAVED = {
  status: 1,
  item: { item_id: '42', title: 'Saved' },
  satchel: { item_id: '42', already_saved: false, captured: false },
};

describe('sendSave', () => {
  let answers: Answer[] = [];
  let bodies: Array<Record<string, unknown>> = [];

  beforeEach(() => {
    bodies = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string) as Record<string, unknown>);
      const answer = answers.shift() ?? { status: 200 };
      const headers = new Headers({ 'content-type': 'application/json' });
      if (answer.error) headers.set('X-Error', answer.error);
      const body = answer.status === 200 ? JSON.stringify(SAVED) : '{}';
      return Promise.resolve(new Response(body, { status: answer.status, headers }));
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const save = (html: string | null) =>
    sendSave(
      { instance: 'https://satchel.example', token: 'token', username: 'reader' },
      { url: 'https://news.example/a', title: 'A page', html },
    );

  it('sends the URL alone after the HTML was refused as too large', async () => {
    answers = [{ status: 400, error: CAPTURE_TOO_LARGE }];
    const outcome = await save('<html>…</html>');
    expect(outcome).toMatchObject({ kind: 'saved', savedItemId: '42' });
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toHaveProperty('html');
    expect(bodies[1]).not.toHaveProperty('html');
    expect(bodies[1]).toMatchObject({ url: 'https://news.example/a' });
  });

  it('does the same after a 413 from a proxy in front of Satchel', async () => {
    answers = [{ status: 413 }];
    await expect(save('<html>…</html>')).resolves.toMatchObject({ kind: 'saved' });
    expect(bodies).toHaveLength(2);
  });

  it('passes any other refusal on with its words, sending nothing more', async () => {
    answers = [{ status: 400, error: 'Only http and https URLs can be saved.' }];
    await expect(save('<html>…</html>')).rejects.toThrow('Only http and https URLs can be saved.');
    expect(bodies).toHaveLength(1);
  });

  it('never retries a save that carried no HTML', async () => {
    answers = [{ status: 400, error: CAPTURE_TOO_LARGE }];
    await expect(save(null)).rejects.toThrow(CAPTURE_TOO_LARGE);
    expect(bodies).toHaveLength(1);
  });
});
