/**
 * Reads corpus items as recommendation surfaces show them (corpus-item-views.read-model.ts), for the
 * GraphQL layer: `Item.corpusItem` and any surface that has corpus item ids in hand.
 */
import type { Actor } from '../../core/actor.js';
import type { Db } from '../../db/types.js';
import type { Item } from '../../items/items.types.js';
import {
  loadCorpusItemViews,
  loadedCorpusItemView,
  publishedCorpusItemIdForItem,
  type CorpusItemView,
} from './corpus-item-views.read-model.js';

export type { CorpusItemView };

export class CorpusItemsService {
  constructor(private readonly db: Db) {}

  /** The views of `ids` in the order given; ids no longer in the corpus are left out. */
  async views(ids: readonly number[], viewer: Actor | undefined): Promise<CorpusItemView[]> {
    const views = await loadCorpusItemViews(this.db, ids, viewer?.userId);
    return ids.flatMap((id) => views.get(id) ?? []);
  }

  /**
   * The corpus entry of an item, or null when the corpus has not published it: an unreviewed
   * prospect answers null, so a reader's own item says nothing about what others saved
   * (docs/CORPUS.md "Privacy"). An item that came with its view (a recommendation's) is
   * answered without a query.
   */
  async forItem(item: Item, viewer: Actor | undefined): Promise<CorpusItemView | null> {
    const loaded = loadedCorpusItemView(item);
    if (loaded) return loaded;
    const itemId = item.itemId;
    const id = await publishedCorpusItemIdForItem(this.db, itemId);
    if (id === undefined) return null;
    return (await this.views([id], viewer))[0] ?? null;
  }
}
