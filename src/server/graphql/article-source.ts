/**
 * Item.articleSource (Satchel's addition, docs/API.md "Who may read an item"): where the article
 * a caller reads comes from. PAGE is the page itself; FEED is a followed feed's own copy, shown
 * because the page could not be read, and labelled with the feed (docs/FEEDS.md "Fallback
 * content"). Resolved through items/item-access.ts, with the article in one lookup.
 */
import type { ArticleSource as ArticleSourceShape } from '../items/item-access.js';
import { builder } from './builder.js';
import { Item, TextDirection } from './item.js';

const ArticleSourceKind = builder.enumType('ArticleSourceKind', {
  description:
    "PAGE: the page's own article. FEED: a feed's copy of it, shown only to that feed's followers because the page itself could not be read.",
  values: ['PAGE', 'FEED'] as const,
});

const ArticleSource = builder.objectRef<ArticleSourceShape>('ArticleSource').implement({
  description: "Where Item.article comes from: the page itself, or a followed feed's copy of it.",
  fields: (t) => ({
    kind: t.expose('kind', { type: ArticleSourceKind, nullable: false }),
    feedTitle: t.string({
      description:
        'FEED: the feed, as the caller\'s subscription names it (say "From the feed <feedTitle>: the page itself could not be read"). Null for PAGE.',
      resolve: (source) => (source.kind === 'FEED' ? source.feedTitle : null),
    }),
    title: t.string({
      description:
        "FEED: the feed's title for the page (Item.title stays the page's own). Null for PAGE.",
      resolve: (source) => (source.kind === 'FEED' ? source.title : null),
    }),
    language: t.string({
      description: "FEED: the copy's language. Null for PAGE (see Item.language).",
      resolve: (source) => (source.kind === 'FEED' ? source.language : null),
    }),
    direction: t.field({
      type: TextDirection,
      description: "FEED: the copy's writing direction. Null for PAGE (see Item.direction).",
      resolve: (source) =>
        source.kind === 'FEED' && source.direction
          ? source.direction === 'rtl'
            ? 'RTL'
            : 'LTR'
          : null,
    }),
  }),
});

builder.objectField(Item, 'articleSource', (t) =>
  t.field({
    type: ArticleSource,
    description:
      'Satchel: where `article` comes from; null exactly when `article` is null. A FEED source means the page itself could not be read (parseStatus FAILED) and the article is the copy of a feed the caller follows.',
    resolve: async (item, _args, context) =>
      (await context.services.itemAccess.readerArticle(context.actor, item))?.source ?? null,
  }),
);
