/**
 * Share links in Pocket's names and shapes (docs/POCKET-COMPATIBILITY.md §1.8, §2.8):
 * createShareLink, addShareContext and shareSlug, the ValidUrl scalar, PocketShare / ShareNotFound.
 * PocketMetadata gains `item` (Pocket's field), which GetSharedItemById selects on the preview.
 */
import { GraphQLError } from 'graphql';
import {
  isShareNotFound,
  MAX_TARGET_URL_LENGTH,
  type PocketShareView,
  type ShareContext as ShareContextShape,
  type ShareNotFound as ShareNotFoundShape,
} from '../shares/shares.types.js';
import { requireActor } from './auth.js';
import { builder } from './builder.js';
import { Item, PocketMetadata } from './item.js';

/** An absolute http(s) URL under 2083 characters. */
builder.scalarType('ValidUrl', {
  description: 'An absolute http:// or https:// URL of at most 2082 characters.',
  serialize: (value) => String(value),
  parseValue: (value) => {
    if (typeof value !== 'string') throw new GraphQLError('ValidUrl must be a string.');
    let parsed: URL;
    try {
      parsed = new URL(value.trim());
    } catch {
      throw new GraphQLError('ValidUrl must be an absolute URL, e.g. https://example.com/page.');
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new GraphQLError('ValidUrl must be an http:// or https:// URL.');
    }
    if (value.trim().length > MAX_TARGET_URL_LENGTH) {
      throw new GraphQLError(`ValidUrl can be at most ${MAX_TARGET_URL_LENGTH} characters.`);
    }
    return value.trim();
  },
});

builder.interfaceField(PocketMetadata, 'item', (t) =>
  t.field({
    type: Item,
    description:
      'The stored item behind this preview, for a caller who has saved it; null otherwise (a share link or a preview shows only the preview).',
    // Share previews of a URL without an item are stand-ins with item_id 0.
    resolve: (item, _args, context) =>
      item.itemId > 0 ? context.services.itemAccess.fullItem(context.actor, item) : null,
  }),
);

const ShareHighlight = builder.objectRef<{ quote: string }>('ShareHighlight').implement({
  fields: (t) => ({ quote: t.exposeString('quote', { nullable: false }) }),
});

const ShareContext = builder.objectRef<ShareContextShape>('ShareContext').implement({
  description: "The sharer's note and quoted highlights.",
  fields: (t) => ({
    note: t.exposeString('note'),
    highlights: t.expose('highlights', { type: [ShareHighlight], nullable: true }),
  }),
});

const PocketShare = builder.objectRef<PocketShareView>('PocketShare').implement({
  fields: (t) => ({
    slug: t.exposeID('slug', { nullable: false, description: 'A UUID v4.' }),
    targetUrl: t.expose('targetUrl', { type: 'ValidUrl', nullable: false }),
    shareUrl: t.field({
      type: 'ValidUrl',
      nullable: false,
      description: 'The public page: {PUBLIC_URL}/share/{slug}.',
      resolve: (share) => share.shareUrl,
    }),
    createdAt: t.expose('createdAt', { type: 'ISOString', nullable: false }),
    context: t.expose('context', { type: ShareContext }),
    preview: t.field({
      type: PocketMetadata,
      description: "The target's preview: its parsed metadata, else a title made from the URL.",
      resolve: (share) => share.preview,
    }),
  }),
});

const ShareNotFound = builder.objectRef<ShareNotFoundShape>('ShareNotFound').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const ShareResult = builder.unionType('ShareResult', {
  types: [PocketShare, ShareNotFound],
  resolveType: (value) => (isShareNotFound(value) ? ShareNotFound : PocketShare),
});

const ShareHighlightInput = builder.inputType('ShareHighlightInput', {
  fields: (t) => ({
    quotes: t.stringList({
      required: true,
      description: 'At most 20; each is cut to 300 characters, ending with an ellipsis.',
    }),
  }),
});

const ShareContextInput = builder.inputType('ShareContextInput', {
  fields: (t) => ({
    note: t.string({ description: 'At most 2,000 characters, trimmed.' }),
    highlights: t.field({ type: ShareHighlightInput }),
  }),
});

builder.mutationField('createShareLink', (t) =>
  t.field({
    type: PocketShare,
    description:
      'Creates a public share link for a URL (signed-in users). The context is kept only when it has a note or a quote.',
    args: {
      target: t.arg({ type: 'ValidUrl', required: true }),
      context: t.arg({ type: ShareContextInput }),
    },
    resolve: (_root, { target, context }, ctx) =>
      ctx.services.shares.createShareLink(requireActor(ctx), target, context),
  }),
);

builder.mutationField('addShareContext', (t) =>
  t.field({
    type: ShareResult,
    description:
      "Changes a share link's context (its creator only): null keeps a field, an empty value clears it.",
    args: {
      slug: t.arg.id({ required: true }),
      context: t.arg({ type: ShareContextInput, required: true }),
    },
    resolve: (_root, { slug, context }, ctx) =>
      ctx.services.shares.addShareContext(requireActor(ctx), String(slug), context),
  }),
);

builder.queryField('shareSlug', (t) =>
  t.field({
    type: ShareResult,
    description: 'A share link by its slug; no sign-in needed.',
    args: { slug: t.arg.id({ required: true }) },
    resolve: (_root, { slug }, ctx) => ctx.services.shares.shareSlug(String(slug)),
  }),
);
