/**
 * POST /v3/add with the page's rendered HTML (docs/EXTENSION.md, "What it sends"). Over the
 * server's size limit the same save is sent once more without HTML, and Satchel fetches the page.
 */
import { CAPTURE_TOO_LARGE } from '../../../src/common/capture-rules.js';
import { postV3, SatchelError } from '../lib/api.js';
import type { SaveOutcome } from '../lib/messages.js';
import type { Connection } from '../lib/settings.js';

export interface SaveRequest {
  url: string;
  title: string;
  html: string | null;
}

/** Pocket's reply plus Satchel's own key (the contract in docs/EXTENSION.md). */
interface AddReply {
  item?: { item_id?: string; title?: string };
  satchel?: {
    item_id?: string;
    already_saved?: boolean;
    previously_saved_at?: number | null;
    reader_path?: string | null;
    captured?: boolean;
  };
}

/** Titles are a courtesy to the server's own extraction; a runaway one is cut. */
const MAX_TITLE_LENGTH = 500;

function body(request: SaveRequest, withHtml: boolean): Record<string, unknown> {
  const fields: Record<string, unknown> = { url: request.url };
  const title = request.title.trim().slice(0, MAX_TITLE_LENGTH);
  if (title) fields.title = title;
  if (withHtml && request.html !== null) fields.html = request.html;
  return fields;
}

/** The server refused the HTML's size (and only that): the URL alone may still be saved. */
function isTooLarge(error: unknown): boolean {
  if (!(error instanceof SatchelError)) return false;
  return error.status === 413 || (error.status === 400 && error.message === CAPTURE_TOO_LARGE);
}

export async function sendSave(
  connection: Connection,
  request: SaveRequest,
): Promise<Extract<SaveOutcome, { kind: 'saved' }>> {
  let reply: AddReply;
  try {
    reply = await postV3<AddReply>(connection, '/v3/add', body(request, true));
  } catch (error) {
    if (!isTooLarge(error) || request.html === null) throw error;
    reply = await postV3<AddReply>(connection, '/v3/add', body(request, false));
  }
  const satchel = reply.satchel ?? {};
  const savedItemId = satchel.item_id ?? reply.item?.item_id;
  if (!savedItemId) throw new SatchelError('Satchel did not say which item it saved.', 'refused');
  return {
    kind: 'saved',
    instance: connection.instance,
    url: request.url,
    title: request.title || reply.item?.title || request.url,
    savedItemId,
    alreadySaved: satchel.already_saved ?? false,
    previouslySavedAt: satchel.previously_saved_at ?? null,
    readerPath: satchel.reader_path ?? null,
    captured: satchel.captured ?? false,
  };
}
