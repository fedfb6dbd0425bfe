/**
 * A save as a list item (AddItemInput, docs/POCKET-COMPATIBILITY.md §2.7): its item id and URL, and
 * what the list shows of it — title, excerpt, image (null when missing, docs/PRODUCT.md §8),
 * publisher, authors (comma-joined). Works on the saves cards' and the reader's shapes alike.
 */
import type { ListItemInput } from './add-plan';

type Maybe<T> = T | null | undefined;

export interface SaveForList {
  url: string;
  title?: Maybe<string>;
  item: {
    __typename?: string;
    itemId: string;
    url?: Maybe<string>;
    givenUrl?: Maybe<string>;
    title?: Maybe<string>;
    excerpt?: Maybe<string>;
    topImageUrl?: Maybe<unknown>;
    images?: Maybe<ReadonlyArray<Maybe<{ src?: Maybe<unknown>; url?: Maybe<unknown> }>>>;
    domain?: Maybe<string>;
    domainMetadata?: Maybe<{ name?: Maybe<string> }>;
    syndicatedArticle?: Maybe<{ publisher?: Maybe<{ name?: Maybe<string> }> }>;
    authors?: Maybe<ReadonlyArray<Maybe<{ name?: Maybe<string> }>>>;
  };
}

function present(...values: ReadonlyArray<unknown>): string | null {
  for (const value of values) {
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

export function toListItemInput(save: SaveForList): ListItemInput {
  const item = save.item;
  const image = item.images?.find((entry) => present(entry?.src, entry?.url));
  const authors = (item.authors ?? []).flatMap((author) => present(author?.name) ?? []);
  return {
    itemId: item.itemId,
    url: present(item.givenUrl, item.url, save.url) ?? save.url,
    title: present(save.title, item.title),
    excerpt: present(item.excerpt),
    imageUrl: present(item.topImageUrl, image?.src, image?.url),
    publisher: present(
      item.syndicatedArticle?.publisher?.name,
      item.domainMetadata?.name,
      item.domain,
    ),
    authors: authors.length > 0 ? authors.join(', ') : null,
  };
}
