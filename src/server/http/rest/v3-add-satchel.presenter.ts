/**
 * The Satchel-only `satchel` key of a /v3/add reply (docs/API.md "v3/add"): what the browser
 * extension and the /save page show after a save — saved or already saved (and when), where to
 * read it, whether the page's HTML was kept. Pocket clients ignore the extra key.
 */
import type { Services } from '../../services.js';
import type { SaveOutcome } from '../../saves/saves.service.js';

export interface SatchelAddReply {
  item_id: string;
  already_saved: boolean;
  /** Unix seconds; null when the URL was not saved before. */
  previously_saved_at: number | null;
  status: string;
  reader_path: string;
  captured: boolean;
}

export async function presentSatchelAdd(
  services: Services,
  outcome: SaveOutcome,
): Promise<SatchelAddReply> {
  const { saved, previouslySavedAt } = outcome;
  return {
    item_id: String(saved.itemId),
    already_saved: previouslySavedAt !== null,
    previously_saved_at:
      previouslySavedAt === null ? null : Math.floor(previouslySavedAt.getTime() / 1000),
    status: saved.status,
    reader_path: `/read/${await services.items.readerSlug(saved.itemId)}`,
    captured: outcome.captured,
  };
}
