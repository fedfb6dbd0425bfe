/**
 * Input shapes for the item display model (item-display.ts), mirroring what the client
 * receives from GraphQL: Pocket's SavedItemDetails, ItemDetails and ItemPreview fragments
 * (docs/POCKET-COMPATIBILITY.md §1.1, §2.3–2.4), camelCase as in the fragments.
 *
 * Every field is optional and nullable: real data is patchy (pending items, parser misses,
 * items imported from other services), and the display model copes with any hole.
 */

export type Maybe<T> = T | null | undefined;

/** Item.hasImage (v3 has_image 0/1/2). */
export type Imageness = 'NO_IMAGES' | 'HAS_IMAGES' | 'IS_IMAGE';
/** Item.hasVideo (v3 has_video 0/1/2). */
export type Videoness = 'NO_VIDEOS' | 'HAS_VIDEOS' | 'IS_VIDEO';
/** SavedItem.status; DELETED is dropped from results before display. */
export type SavedItemStatus = 'UNREAD' | 'ARCHIVED' | 'DELETED' | 'HIDDEN';

export interface AuthorInput {
  id?: Maybe<string>;
  name?: Maybe<string>;
  url?: Maybe<string>;
}

export interface TagInput {
  id?: Maybe<string>;
  name?: Maybe<string>;
}

/** Item.images entry (and Item.image / topImage). `src` is Pocket's deprecated twin of `url`. */
export interface ImageInput {
  imageId?: Maybe<number>;
  src?: Maybe<string>;
  url?: Maybe<string>;
  caption?: Maybe<string>;
  credit?: Maybe<string>;
  width?: Maybe<number>;
  height?: Maybe<number>;
}

export interface CachedImageInput {
  id?: Maybe<string>;
  url?: Maybe<string>;
}

/** ItemPreview fragment on PocketMetadata (ItemSummary or OEmbed). */
export interface PreviewInput {
  previewId?: Maybe<string>;
  id?: Maybe<string>;
  title?: Maybe<string>;
  excerpt?: Maybe<string>;
  url?: Maybe<string>;
  datePublished?: Maybe<string>;
  authors?: Maybe<ReadonlyArray<Maybe<AuthorInput>>>;
  domain?: Maybe<{ name?: Maybe<string> }>;
  image?: Maybe<{
    url?: Maybe<string>;
    caption?: Maybe<string>;
    credit?: Maybe<string>;
    cachedImages?: Maybe<ReadonlyArray<Maybe<CachedImageInput>>>;
  }>;
}

/** ItemDetails fragment on Item, plus the few v3-era fields the fallbacks name. */
export interface ItemDetailsInput {
  itemId?: Maybe<string>;
  /** Item.id: the reader slug (ItemDetails aliases it as shareId). */
  id?: Maybe<string>;
  shareId?: Maybe<string>;
  readerSlug?: Maybe<string>;
  resolvedId?: Maybe<string>;
  title?: Maybe<string>;
  /** v3 resolved_title, when the caller has it. */
  resolvedTitle?: Maybe<string>;
  /** v3 given_title, when the caller has it. */
  givenTitle?: Maybe<string>;
  givenUrl?: Maybe<string>;
  resolvedUrl?: Maybe<string>;
  domain?: Maybe<string>;
  domainMetadata?: Maybe<{ name?: Maybe<string>; logo?: Maybe<string> }>;
  excerpt?: Maybe<string>;
  /** A curated thumbnail URL, when the caller has one (corpus items). */
  thumbnail?: Maybe<string>;
  topImageUrl?: Maybe<string>;
  image?: Maybe<ImageInput>;
  /** A list as in GraphQL, or a map keyed by image id as in v3. */
  images?: Maybe<ReadonlyArray<Maybe<ImageInput>> | Readonly<Record<string, Maybe<ImageInput>>>>;
  hasImage?: Maybe<Imageness>;
  hasVideo?: Maybe<Videoness>;
  isArticle?: Maybe<boolean>;
  timeToRead?: Maybe<number>;
  authors?: Maybe<ReadonlyArray<Maybe<AuthorInput>>>;
  datePublished?: Maybe<string>;
  collection?: Maybe<{
    imageUrl?: Maybe<string>;
    intro?: Maybe<string>;
    title?: Maybe<string>;
    excerpt?: Maybe<string>;
  }>;
  syndicatedArticle?: Maybe<{
    slug?: Maybe<string>;
    publisher?: Maybe<{ name?: Maybe<string>; url?: Maybe<string> }>;
  }>;
  preview?: Maybe<PreviewInput>;
}

/** Curated or caller-supplied overrides (Pocket's "itemEnrichment"). */
export interface EnrichmentInput {
  title?: Maybe<string>;
  excerpt?: Maybe<string>;
  thumbnail?: Maybe<string>;
  publisher?: Maybe<string>;
  url?: Maybe<string>;
  fromPartner?: Maybe<boolean>;
}

/** A story of a collection (docs/PRODUCT.md §3 "Collection"). */
export interface CollectionStoryInput {
  url?: Maybe<string>;
  title?: Maybe<string>;
  excerpt?: Maybe<string>;
  imageUrl?: Maybe<string>;
  fromPartner?: Maybe<boolean>;
  publisher?: Maybe<string>;
  authors?: Maybe<ReadonlyArray<Maybe<AuthorInput>>>;
}

/**
 * What deriveItemDisplay reads: the SavedItemDetails node (savedId or id, title, url, status,
 * flags, tags) with its `item`, plus what the caller adds: enrichment, a passed publisher and,
 * when the thing shown is a collection itself, its slug and stories.
 */
export interface DisplayItemInput {
  savedId?: Maybe<string>;
  id?: Maybe<string>;
  title?: Maybe<string>;
  url?: Maybe<string>;
  status?: Maybe<SavedItemStatus>;
  isFavorite?: Maybe<boolean>;
  isArchived?: Maybe<boolean>;
  tags?: Maybe<ReadonlyArray<Maybe<TagInput>>>;
  _createdAt?: Maybe<number>;
  _updatedAt?: Maybe<number>;
  item?: Maybe<ItemDetailsInput>;
  enrichment?: Maybe<EnrichmentInput>;
  publisher?: Maybe<string>;
  /** Collection slug, when the input is a collection (with stories). */
  slug?: Maybe<string>;
  stories?: Maybe<ReadonlyArray<Maybe<CollectionStoryInput>>>;
}
