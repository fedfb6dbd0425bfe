/**
 * Every URL submitted to "Save a URL" (the Saves bar, the g u dialog), sent one after another in
 * the order they were submitted, each with its own state. A save lives here from submission until
 * the server accepts it; a refused or failed one stays, with its text and error, until the user
 * retries or dismisses it, so nothing a user submitted is ever silently dropped. The store outlives
 * the forms: closing the dialog does not stop a save or hide its failure.
 */
import { create } from 'zustand';

export interface PendingSave {
  id: number;
  /** The text as submitted: it goes back in a field, or stays on screen, when refused. */
  text: string;
  /** The URL sent (the text checked and normalised by the shared URL rules). */
  url: string;
  /** The form it was submitted from (a field holding `text` shows this save's state). */
  formId: string;
  status: 'sending' | 'failed';
  error: string | null;
}

export type SaveOutcome = { ok: true } | { ok: false; error: string };

/** Sends one URL; rejects with an Error whose message is shown to the user. */
export type SendSave = (url: string) => Promise<void>;

interface SaveQueueState {
  saves: PendingSave[];
  /** How many save forms are on screen (a failure with none is announced by a toast). */
  formsMounted: number;
}

export const useSaveQueue = create<SaveQueueState>(() => ({ saves: [], formsMounted: 0 }));

/** After this long without an answer the save is shown as failed, so later ones can go. */
export const SEND_TIMEOUT_MS = 30_000;

let nextId = 1;
/** The end of the chain of sends: each waits for the one before it. */
let tail: Promise<unknown> = Promise.resolve();

function update(id: number, patch: Partial<PendingSave>): void {
  useSaveQueue.setState((state) => ({
    saves: state.saves.map((save) => (save.id === id ? { ...save, ...patch } : save)),
  }));
}

function remove(id: number): void {
  useSaveQueue.setState((state) => ({ saves: state.saves.filter((save) => save.id !== id) }));
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The server did not answer. Please try again.')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Queues the send of save `id` behind every earlier one; settles with its outcome. */
function enqueue(id: number, url: string, send: SendSave): Promise<SaveOutcome> {
  const run = tail.then(async (): Promise<SaveOutcome> => {
    try {
      await withTimeout(send(url), SEND_TIMEOUT_MS);
      remove(id);
      return { ok: true };
    } catch (caught) {
      const error = caught instanceof Error && caught.message ? caught.message : String(caught);
      update(id, { status: 'failed', error });
      return { ok: false, error };
    }
  });
  tail = run;
  return run;
}

/** Adds a save and sends it after the ones before it. */
export function submitSave(
  input: { text: string; url: string; formId: string },
  send: SendSave,
): { id: number; outcome: Promise<SaveOutcome> } {
  const id = nextId++;
  useSaveQueue.setState((state) => ({
    saves: [...state.saves, { id, ...input, status: 'sending', error: null }],
  }));
  return { id, outcome: enqueue(id, input.url, send) };
}

/** Sends a failed save again, at the back of the queue. */
export function retrySave(id: number, send: SendSave): Promise<SaveOutcome> | null {
  const save = useSaveQueue.getState().saves.find((entry) => entry.id === id);
  if (!save || save.status !== 'failed') return null;
  update(id, { status: 'sending', error: null });
  return enqueue(id, save.url, send);
}

/** Forgets a failed save (the user read the error, or took the text back into a field). */
export function dismissSave(id: number): void {
  const save = useSaveQueue.getState().saves.find((entry) => entry.id === id);
  if (save?.status === 'failed') remove(id);
}

/** Counts a mounted save form; returns its unmount. */
export function registerSaveForm(): () => void {
  useSaveQueue.setState((state) => ({ formsMounted: state.formsMounted + 1 }));
  return () => useSaveQueue.setState((state) => ({ formsMounted: state.formsMounted - 1 }));
}

/**
 * The save a form's field stands for: the latest one from that form whose text is what the field
 * holds now. Its state is the field's (busy, or its error under the field); the others are listed.
 */
export function saveInField(
  saves: readonly PendingSave[],
  formId: string,
  fieldText: string,
): PendingSave | undefined {
  const text = fieldText.trim();
  if (text === '') return undefined;
  return saves.findLast((save) => save.formId === formId && save.text === text);
}
