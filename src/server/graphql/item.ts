/**
 * Item: a parsed URL in Pocket's shape (docs/POCKET-COMPATIBILITY.md §2.4) — the ItemDetails
 * fields, the reader article, the preview (PocketMetadata / ItemSummary) and images with
 * image-cache variants. Satchel adds parseStatus/parseError so clients can show "couldn't load this
 * page".
 */
import { imageCacheUrl } from '../../common/image-cache-url.js';
import { hostWithoutWww } from '../../common/item-display.js';
import type { ItemImage, Item as ItemModel } from '../items/items.service.js';
import { titleFromUrl } from '../items/items.service.js';
import { builder } from './builder.js';

/** Pocket's DateString: `yyyy-MM-dd HH:mm:ss` (UTC). */
const dateString = (date: Date | null) =>
  date ? date.toISOString().replace('T', ' ').slice(0, 19) : null;

export const Imageness = builder.enumType('Imageness', {
  values: ['NO_IMAGES', 'HAS_IMAGES', 'IS_IMAGE'] as const,
});
export const Videoness = builder.enumType('Videoness', {
  values: ['NO_VIDEOS', 'HAS_VIDEOS', 'IS_VIDEO'] as const,
});
/** Satchel's addition: the article's writing direction, for `dir` on titles, cards and the reader. */
export const TextDirection = builder.enumType('TextDirection', {
  values: ['LTR', 'RTL'] as const,
});
const VideoType = builder.enumType('VideoType', {
  values: [
    'YOUTUBE',
    'VIMEO_LINK',
    'VIMEO_MOOGALOOP',
    'VIMEO_IFRAME',
    'HTML5',
    'FLASH',
    'IFRAME',
    'BRIGHTCOVE',
    'DAILYMOTION',
  ] as const,
});
const ImageFileType = builder.enumType('ImageFileType', {
  values: ['WEBP', 'JPEG', 'PNG'] as const,
});
export const ItemParseStatus = builder.enumType('ItemParseStatus', {
  description: 'Satchel: where the article pipeline is with this item.',
  values: ['PENDING', 'PARSED', 'FAILED'] as const,
});

const CachedImageInput = builder.inputType('CachedImageInput', {
  fields: (t) => ({
    id: t.id({ required: true, description: 'Echoed back, to tell the variants apart.' }),
    width: t.int(),
    height: t.int(),
    qualityPercentage: t.int({
      description: 'Accepted for compatibility; the cache picks the quality.',
    }),
    fileType: t.field({ type: ImageFileType }),
  }),
});

interface CachedImageShape {
  id: string;
  url: string | null;
  width: number | null;
  height: number | null;
}
const CachedImage = builder.objectRef<CachedImageShape>('CachedImage').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    url: t.exposeString('url'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

const FORMAT = { WEBP: 'webp', JPEG: 'jpg', PNG: 'png' } as const;
const clampSize = (value: number | null | undefined) =>
  value === null || value === undefined
    ? undefined
    : Math.min(2048, Math.max(16, Math.round(value)));

export const Image = builder.objectRef<ItemImage>('Image').implement({
  fields: (t) => ({
    imageId: t.exposeInt('imageId', { nullable: false }),
    url: t.exposeString('src', { nullable: false }),
    src: t.exposeString('src', { nullable: false, deprecationReason: 'Use url.' }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    caption: t.exposeString('caption'),
    credit: t.exposeString('credit'),
    // Unsigned image-cache URLs: they render for signed-in callers (the apps, the web client).
    // Anonymous shareSlug callers reach this too and get URLs that load only once rendered:
    // signing here would let them mint variants of any size (DECISIONS §14).
    cachedImages: t.field({
      type: [CachedImage],
      nullable: { list: true, items: true },
      args: { imageOptions: t.arg({ type: [CachedImageInput], required: true }) },
      resolve: (image, { imageOptions }) =>
        imageOptions.map((option) => {
          const width = clampSize(option.width) ?? 640;
          const height = clampSize(option.height);
          return {
            id: String(option.id),
            url: imageCacheUrl(image.src, {
              width,
              ...(height ? { height, focal: true } : {}),
              format: FORMAT[option.fileType ?? 'JPEG'],
            }),
            width,
            height: height ?? null,
          };
        }),
    }),
  }),
});

const Video = builder.objectRef<ItemModel['videos'][number]>('Video').implement({
  fields: (t) => ({
    videoId: t.exposeInt('videoId', { nullable: false }),
    src: t.exposeString('src', { nullable: false }),
    type: t.expose('type', { type: VideoType, nullable: false }),
    vid: t.exposeString('vid'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    length: t.exposeInt('length'),
  }),
});

const Author = builder
  .objectRef<{ id: string; name: string; url: string | null }>('Author')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      name: t.exposeString('name'),
      url: t.exposeString('url'),
    }),
  });

const DomainMetadata = builder
  .objectRef<{ name: string | null; logo: string | null }>('DomainMetadata')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      logo: t.exposeString('logo'),
      logoGreyscale: t.string({ resolve: () => null }),
    }),
  });

/** The site's name (the page's own, else its host) and logo. */
const domainMetadataOf = (item: ItemModel) => ({
  name: item.siteName ?? hostWithoutWww(item.resolvedUrl ?? item.givenUrl),
  logo: item.domainLogo,
});
const authorsOf = (item: ItemModel) =>
  item.authors.map((author, index) => ({
    id: `${item.itemId}-${index + 1}`,
    name: author.name,
    url: author.url,
  }));
/** An Image of a lone picture URL (no size, caption or credit known); null without one. */
export const imageOfUrl = (src: string | null): ItemImage | null =>
  src ? { imageId: 0, src, width: null, height: null, caption: null, credit: null } : null;
const firstImage = (item: ItemModel): ItemImage | null =>
  imageOfUrl(item.topImageUrl) ?? item.images[0] ?? null;

const PocketMetadataSource = builder.enumType('PocketMetadataSource', {
  description: 'Where a preview came from. Satchel makes every preview with its own parser.',
  values: [
    'POCKET_PARSER',
    'OPENGRAPH',
    'OEMBED',
    'CURATED_CORPUS',
    'COLLECTION',
    'SYNDICATION',
  ] as const,
});
const OEmbedType = builder.enumType('OEmbedType', {
  values: ['RICH', 'VIDEO', 'PHOTO', 'LINK'] as const,
});

/**
 * Pocket's PocketMetadata: a preview of any URL. Its two implementations are ItemSummary and
 * OEmbed (docs/POCKET-COMPATIBILITY.md §2.4); Pocket's web client selects fields on both in
 * ItemPreview.
 */
export const PocketMetadata = builder.interfaceRef<ItemModel>('PocketMetadata').implement({
  fields: (t) => ({
    source: t.field({
      type: PocketMetadataSource,
      nullable: false,
      resolve: () => 'POCKET_PARSER' as const,
    }),
    id: t.id({ nullable: false, resolve: (item) => `preview-${item.itemId}` }),
    title: t.string({
      resolve: (item) => item.title ?? titleFromUrl(item.resolvedUrl ?? item.givenUrl),
    }),
    excerpt: t.exposeString('excerpt'),
    url: t.string({ nullable: false, resolve: (item) => item.resolvedUrl ?? item.givenUrl }),
    image: t.field({ type: Image, resolve: firstImage }),
    authors: t.field({ type: [Author], resolve: authorsOf }),
    domain: t.field({
      type: DomainMetadata,
      resolve: domainMetadataOf,
    }),
    datePublished: t.expose('datePublished', { type: 'ISOString' }),
  }),
});

builder.objectRef<ItemModel>('ItemSummary').implement({
  interfaces: [PocketMetadata],
  isTypeOf: () => true,
});

/**
 * A provider's oEmbed preview in Pocket. Satchel fetches no oEmbed documents, so no preview is
 * ever an OEmbed; the type exists so that documents selecting `... on OEmbed` validate and run.
 */
builder.objectRef<ItemModel>('OEmbed').implement({
  interfaces: [PocketMetadata],
  isTypeOf: () => false,
  fields: (t) => ({
    htmlEmbed: t.string({ resolve: () => null }),
    type: t.field({ type: OEmbedType, resolve: () => null }),
  }),
});

/** Satchel has no editorial collections or syndicated articles yet: these are always null. */
const Collection = builder.objectRef<{ slug: string }>('Collection').implement({
  fields: (t) => ({
    slug: t.exposeString('slug', { nullable: false }),
    title: t.string({ resolve: () => null }),
    excerpt: t.string({ resolve: () => null }),
    intro: t.string({ resolve: () => null }),
    imageUrl: t.string({ resolve: () => null }),
  }),
});
const Publisher = builder
  .objectRef<{ name: string | null; url: string | null }>('Publisher')
  .implement({
    fields: (t) => ({ name: t.exposeString('name'), url: t.exposeString('url') }),
  });
const SyndicatedArticle = builder.objectRef<{ slug: string }>('SyndicatedArticle').implement({
  fields: (t) => ({
    slug: t.exposeString('slug'),
    publisher: t.field({ type: Publisher, resolve: () => null }),
  }),
});

export const Item = builder.objectRef<ItemModel>('Item').implement({
  description: 'A parsed URL. Items are shared by everyone who saves the same page.',
  fields: (t) => ({
    itemId: t.string({ nullable: false, resolve: (item) => String(item.itemId) }),
    id: t.id({
      nullable: false,
      description: 'The reader slug.',
      resolve: (item, _args, context) => context.services.items.readerSlug(item.itemId),
    }),
    readerSlug: t.string({
      nullable: false,
      resolve: (item, _args, context) => context.services.items.readerSlug(item.itemId),
    }),
    givenUrl: t.exposeString('givenUrl', { nullable: false }),
    normalUrl: t.exposeString('normalUrl', { nullable: false }),
    resolvedUrl: t.exposeString('resolvedUrl'),
    resolvedId: t.string({
      resolve: (item) => (item.parseStatus === 'PARSED' ? String(item.itemId) : null),
    }),
    title: t.exposeString('title'),
    excerpt: t.exposeString('excerpt'),
    domain: t.string({ resolve: (item) => hostWithoutWww(item.resolvedUrl ?? item.givenUrl) }),
    domainMetadata: t.field({
      type: DomainMetadata,
      resolve: domainMetadataOf,
    }),
    authors: t.field({ type: [Author], resolve: authorsOf }),
    hasImage: t.expose('hasImage', { type: Imageness }),
    hasVideo: t.expose('hasVideo', { type: Videoness }),
    images: t.expose('images', { type: [Image] }),
    videos: t.expose('videos', { type: [Video] }),
    topImageUrl: t.exposeString('topImageUrl'),
    topImage: t.field({ type: Image, resolve: firstImage }),
    isArticle: t.exposeBoolean('isArticle'),
    isIndex: t.boolean({ resolve: () => false }),
    wordCount: t.exposeInt('wordCount'),
    timeToRead: t.int({ resolve: (item) => (item.timeToRead > 0 ? item.timeToRead : null) }),
    language: t.exposeString('language'),
    direction: t.field({
      type: TextDirection,
      nullable: true,
      description:
        'Satchel: the article\'s writing direction (the page\'s dir, its language or its letters); null when unknown — show it with dir="auto".',
      resolve: (item) => (item.direction ? (item.direction === 'rtl' ? 'RTL' : 'LTR') : null),
    }),
    mimeType: t.exposeString('mimeType'),
    encoding: t.exposeString('encoding'),
    datePublished: t.string({
      description: 'yyyy-MM-dd HH:mm:ss (UTC)',
      resolve: (item) => dateString(item.datePublished),
    }),
    dateResolved: t.string({ resolve: (item) => dateString(item.parsedAt) }),
    article: t.string({
      description:
        'Sanitised reader HTML; images go through the image cache. Null unless the caller has saved the item. When the page could not be read (parseStatus FAILED), the copy of a feed the caller follows, if one carries it: see articleSource.',
      resolve: async (item, _args, context) =>
        (await context.services.itemAccess.readerArticle(context.actor, item))?.html ?? null,
    }),
    preview: t.field({ type: PocketMetadata, resolve: (item) => item }),
    collection: t.field({ type: Collection, resolve: () => null }),
    syndicatedArticle: t.field({ type: SyndicatedArticle, resolve: () => null }),
    parseStatus: t.expose('parseStatus', { type: ItemParseStatus, nullable: false }),
    parseError: t.exposeString('parseError', {
      description: 'Why the page could not be loaded, when it could not.',
    }),
  }),
});

/** Pocket's ItemResult union: Satchel always answers with an Item (pending ones say so in parseStatus). */
const PendingItem = builder.objectRef<{ itemId: string; url: string }>('PendingItem').implement({
  fields: (t) => ({
    itemId: t.exposeString('itemId', { nullable: false }),
    url: t.exposeString('url', { nullable: false }),
  }),
});
export const ItemResult = builder.unionType('ItemResult', {
  types: [Item, PendingItem],
  resolveType: () => Item,
});
