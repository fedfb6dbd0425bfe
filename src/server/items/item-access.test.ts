/**
 * Who may read an item, through GraphQL (docs/API.md "Who may read an item"). Bob saves
 * a page whose URL carries a secret; Eve, signed in, tries his item id and reader slug on every
 * field that takes one and must get exactly the answer an id of no item gets. Bob still reads
 * his own save (archived, deleted), and a public list or a share link still shows what it shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../core/actor.js';
import { actorFromCookie, saveUrl } from '../test/factories.js';
import { startFixtureServer, type FixtureServer } from '../test/fixture-pages.js';
import { createList, publicList, updateList } from '../test/list-factories.js';
import { createTestApp, graphql, signUp, type Auth, type TestApp } from '../test/test-app.js';

const PAGE = `<!doctype html><html lang="en"><head><title>Quarterly payroll</title></head><body>
<article><h1>Quarterly payroll</h1>
${'<p>Every salary in the company, listed one by one for the board to approve. </p>'.repeat(20)}
</article></body></html>`;

const READER = `query Reader($slug: ID!) { readerSlug(slug: $slug) { slug
  savedItem { id url status item { ... on Item { itemId givenUrl title article } } }
  fallbackPage { __typename
    ... on ItemNotFound { message }
    ... on ReaderInterstitial { itemCard { url title excerpt item { itemId givenUrl article } } } } } }`;
const BY_ID = `query ById($id: ID!) { user { savedItemById(id: $id) {
  id url item { ... on Item { givenUrl article } } } } }`;

interface ReaderAnswer {
  readerSlug: {
    slug: string;
    savedItem: {
      id: string;
      url: string;
      status: string;
      item: { itemId: string; givenUrl: string; title: string | null; article: string | null };
    } | null;
    fallbackPage: {
      __typename: string;
      message?: string;
      itemCard?: { url: string; item: { givenUrl: string; article: string | null } | null };
    } | null;
  };
}

/** Ids of items far from any other number in an answer, so they can be told apart and scrubbed. */
const FIRST_ITEM_ID = 7_000_000;
const UNKNOWN_ID = '7999999';

describe('who may read an item: GraphQL', () => {
  let t: TestApp;
  let fixtures: FixtureServer;
  let bob: Auth & { cookie: string };
  let eve: Auth & { cookie: string };
  let bobActor: Actor;
  let secretUrl: string;
  let bobItem: string;
  let bobSlug: string;
  let unknownSlug: string;

  /** The answer with `value` replaced by a placeholder (ids are echoed in slugs and messages). */
  const scrub = (answer: unknown, value: string) =>
    JSON.parse(JSON.stringify(answer).split(value).join('<id>')) as unknown;

  /** Runs `document` as `auth` for Bob's id and an unknown one; the answers must be the same. */
  async function sameAsUnknown<T>(
    auth: Auth,
    document: string,
    variables: (id: string) => Record<string, unknown>,
    ids: [theirs: string, unknown: string] = [bobItem, UNKNOWN_ID],
  ) {
    const theirs = await graphql<T>(t.app, auth, document, variables(ids[0]));
    const unknown = await graphql<T>(t.app, auth, document, variables(ids[1]));
    expect(scrub(theirs, ids[0])).toEqual(scrub(unknown, ids[1]));
    return theirs;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await t.db.query(`SELECT setval(pg_get_serial_sequence('items', 'item_id'), $1)`, [
      FIRST_ITEM_ID,
    ]);
    fixtures = await startFixtureServer({
      '/payroll': [200, 'text/html; charset=utf-8', PAGE],
      '/notes': [200, 'text/html; charset=utf-8', PAGE.replaceAll('payroll', 'notes')],
      '/leaving': [200, 'text/html; charset=utf-8', PAGE.replaceAll('payroll', 'leaving')],
    });
    bob = await signUp(t.app);
    eve = await signUp(t.app);
    bobActor = await actorFromCookie(t.services, bob.cookie);
    secretUrl = fixtures.url('/payroll?token=s3cret-b0b');
    bobItem = (await saveUrl(t.app, bob, { url: secretUrl })).id;
    await t.services.items.parse(Number(bobItem));
    bobSlug = await t.services.items.readerSlug(Number(bobItem));
    unknownSlug = await t.services.items.readerSlug(Number(UNKNOWN_ID));
  });
  afterAll(async () => {
    await fixtures?.close();
    await t?.close();
  });

  it("answers readerSlug for someone else's item id or slug exactly as for an item that does not exist", async () => {
    for (const ids of [
      [bobItem, UNKNOWN_ID],
      [bobSlug, unknownSlug],
    ] as Array<[string, string]>) {
      const answer = await sameAsUnknown<ReaderAnswer>(eve, READER, (slug) => ({ slug }), ids);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.readerSlug).toEqual({
        slug: ids[0],
        savedItem: null,
        fallbackPage: { __typename: 'ItemNotFound', message: 'This item could not be found.' },
      });
    }
    expect(JSON.stringify(await graphql(t.app, eve, READER, { slug: bobItem }))).not.toContain(
      's3cret',
    );
  });

  it("answers savedItemById for someone else's id or slug as for an unknown one", async () => {
    for (const ids of [
      [bobItem, UNKNOWN_ID],
      [bobSlug, unknownSlug],
    ] as Array<[string, string]>) {
      const answer = await sameAsUnknown(eve, BY_ID, (id) => ({ id }), ids);
      expect(answer).toEqual({ data: { user: { savedItemById: null } } });
    }
  });

  it("refuses every change to someone else's save as for an unknown id, and changes nothing", async () => {
    for (const field of [
      'updateSavedItemArchive',
      'updateSavedItemUnArchive',
      'updateSavedItemFavorite',
      'updateSavedItemUnFavorite',
      'updateSavedItemUnDelete',
    ]) {
      const answer = await sameAsUnknown(
        eve,
        `mutation($id: ID!) { ${field}(id: $id) { id status } }`,
        (id) => ({ id }),
      );
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const deleted = await sameAsUnknown(
      eve,
      'mutation($id: ID!) { deleteSavedItem(id: $id) }',
      (id) => ({
        id,
      }),
    );
    expect(deleted.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const tagWrites: Array<[string, (id: string) => Record<string, unknown>]> = [
      [
        'mutation($input: [SavedItemTagsInput!]!) { createSavedItemTags(input: $input) { id } }',
        (id) => ({ input: [{ savedItemId: id, tags: ['mine now'] }] }),
      ],
      [
        'mutation($input: [SavedItemTagsInput!]!) { replaceSavedItemTags(input: $input) { id } }',
        (id) => ({ input: [{ savedItemId: id, tags: ['mine now'] }] }),
      ],
      [
        'mutation($id: ID) { updateSavedItemRemoveTags(savedItemId: $id) { id } }',
        (id) => ({ id }),
      ],
      [
        'mutation($input: [DeleteSavedItemTagsInput!]!) { deleteSavedItemTags(input: $input) { id } }',
        (id) => ({ input: [{ savedItemId: id, tagIds: ['d29yaw==__xpktxtagx__'] }] }),
      ],
    ];
    for (const [document, variables] of tagWrites) {
      const answer = await sameAsUnknown(eve, document, variables);
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }

    const highlight = (id: string) => ({
      quote: 'Every salary',
      patch: '@@ -1,12 +1,39 @@\n+%3Cpkt_tag_annotation%3E\n Every salary\n',
      version: 2,
      itemId: id,
    });
    const created = await sameAsUnknown(
      eve,
      'mutation($input: [CreateHighlightInput!]!) { createSavedItemHighlights(input: $input) { id } }',
      (id) => ({ input: [highlight(id)] }),
    );
    expect(created.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const batch = await sameAsUnknown(
      eve,
      'mutation($input: BatchWriteHighlightsInput) { batchWriteHighlights(input: $input) { created { id } } }',
      (id) => ({ input: { create: [highlight(id)] } }),
    );
    expect(batch.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const untouched = await t.services.saves.get(bobActor, bobItem);
    expect(untouched).toMatchObject({
      status: 'UNREAD',
      isFavorite: false,
      tagNames: [],
      highlights: [],
    });
  });

  it("gives a list item with someone else's item id nothing of their item", async () => {
    const ITEM = `mutation($input: CreateShareableListItemInput!) { createShareableListItem(data: $input) {
      itemId url title excerpt } }`;
    const list = await createList(t.app, eve, { title: 'Things I found' });
    const answers = [];
    for (const itemId of [bobItem, UNKNOWN_ID]) {
      const answer = await graphql<{ createShareableListItem: Record<string, string> }>(
        t.app,
        eve,
        ITEM,
        {
          input: {
            listExternalId: list.externalId,
            itemId,
            url: `https://eve.example/${itemId}`,
            title: 'What Eve typed',
            sortOrder: 1,
          },
        },
      );
      answers.push(scrub(answer, itemId));
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual({
      data: {
        createShareableListItem: {
          itemId: '<id>',
          url: 'https://eve.example/<id>',
          title: 'What Eve typed',
          excerpt: null,
        },
      },
    });
    const published = await updateList(t.app, eve, {
      externalId: list.externalId,
      status: 'PUBLIC',
    });
    const page = await publicList(
      t.app,
      {},
      list.externalId,
      published.data!.updateShareableList.slug!,
    );
    expect(JSON.stringify(page.data)).not.toContain('payroll');
    // Nor does it open the reader for her.
    expect(
      (await graphql<ReaderAnswer>(t.app, eve, READER, { slug: bobItem })).data?.readerSlug
        .savedItem,
    ).toBeNull();
  });

  it('still serves the owner: by id and slug, archived, and deleted (the interstitial)', async () => {
    for (const slug of [bobItem, bobSlug]) {
      const own = await graphql<ReaderAnswer>(t.app, bob, READER, { slug });
      expect(own.errors).toBeUndefined();
      expect(own.data?.readerSlug.savedItem?.item).toMatchObject({
        itemId: bobItem,
        givenUrl: secretUrl,
        title: 'Quarterly payroll',
        article: expect.stringContaining('Every salary'),
      });
    }
    await t.services.saves.change(bobActor, bobItem, 'ARCHIVE');
    const archived = await graphql<ReaderAnswer>(t.app, bob, READER, { slug: bobSlug });
    expect(archived.data?.readerSlug.savedItem).toMatchObject({
      status: 'ARCHIVED',
      item: { article: expect.stringContaining('Every salary') },
    });
    expect(archived.data?.readerSlug.fallbackPage).toBeNull();

    await t.services.saves.change(bobActor, bobItem, 'DELETE');
    const deleted = await graphql<ReaderAnswer>(t.app, bob, READER, { slug: bobItem });
    expect(deleted.data?.readerSlug.fallbackPage).toMatchObject({
      __typename: 'ReaderInterstitial',
      itemCard: { url: secretUrl, item: { givenUrl: secretUrl } },
    });
    await t.services.saves.change(bobActor, bobItem, 'UNDELETE');
    // Eve's answer did not change with Bob's states.
    const probe = await graphql<ReaderAnswer>(t.app, eve, READER, { slug: bobItem });
    expect(probe.data?.readerSlug.fallbackPage?.__typename).toBe('ItemNotFound');
  });

  it('never shows one saver the URL another saver gave for the same page', async () => {
    const page = fixtures.url('/notes');
    const bobs = await saveUrl(t.app, bob, { url: `${page}#access_token=b0b-t0ken` });
    await t.services.items.parse(Number(bobs.id));
    const eves = await saveUrl(t.app, eve, { url: page });
    expect(eves.id).toBe(bobs.id);
    const own = await graphql(
      t.app,
      eve,
      `
        query ($id: ID!) {
          readerSlug(slug: $id) {
            savedItem {
              url
              item {
                ... on Item {
                  givenUrl
                  normalUrl
                  resolvedUrl
                  article
                  preview {
                    url
                  }
                }
              }
            }
          }
        }
      `,
      { id: eves.id },
    );
    expect(own.data).toEqual({
      readerSlug: {
        savedItem: {
          url: page,
          item: {
            givenUrl: page,
            normalUrl: page,
            resolvedUrl: page,
            article: expect.stringContaining('Every salary') as unknown,
            preview: { url: page },
          },
        },
      },
    });
    const refreshed = await graphql(
      t.app,
      eve,
      'mutation($url: String!) { refreshItemArticle(url: $url) { itemId givenUrl } }',
      { url: page },
    );
    expect(refreshed.data).toEqual({ refreshItemArticle: { itemId: eves.id, givenUrl: page } });
    const search = await graphql(
      t.app,
      eve,
      `
        {
          user {
            searchSavedItems(term: "salary") {
              edges {
                node {
                  savedItem {
                    item {
                      ... on Item {
                        givenUrl
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    );
    expect(JSON.stringify(search)).not.toContain('b0b-t0ken');
  });

  it('refreshes a URL the caller has not saved without handing them its article', async () => {
    const REFRESH = `mutation($url: String!) { refreshItemArticle(url: $url) {
      itemId givenUrl title article savedItem { id } } }`;
    const stranger = await graphql<{ refreshItemArticle: Record<string, unknown> }>(
      t.app,
      eve,
      REFRESH,
      { url: secretUrl },
    );
    expect(stranger.errors).toBeUndefined();
    expect(stranger.data?.refreshItemArticle).toMatchObject({
      itemId: bobItem,
      givenUrl: secretUrl,
      article: null,
      savedItem: null,
    });
    const owner = await graphql<{ refreshItemArticle: Record<string, unknown> }>(
      t.app,
      bob,
      REFRESH,
      { url: secretUrl },
    );
    expect(owner.data?.refreshItemArticle).toMatchObject({
      article: expect.stringContaining('Every salary'),
      savedItem: { id: bobItem },
    });
  });

  it('shows a shared item only as its share page does: the preview, never the item or its article', async () => {
    const CREATE = `mutation($target: ValidUrl!) { createShareLink(target: $target) { slug } }`;
    const SHARED = `query($slug: ID!) { shareSlug(slug: $slug) { ... on PocketShare {
      targetUrl preview { title url excerpt item { itemId givenUrl article } } } } }`;
    const created = await graphql<{ createShareLink: { slug: string } }>(t.app, bob, CREATE, {
      target: secretUrl,
    });
    const slug = created.data!.createShareLink.slug;
    for (const viewer of [eve, {}] as Auth[]) {
      const shared = await graphql(t.app, viewer, SHARED, { slug });
      expect(shared).toEqual({
        data: {
          shareSlug: {
            targetUrl: secretUrl,
            preview: {
              title: 'Quarterly payroll',
              url: secretUrl,
              excerpt: expect.stringContaining('Every salary') as unknown,
              item: null,
            },
          },
        },
      });
    }
    // The sharer has it saved, so their own view of the share carries the item.
    const own = await graphql<{ shareSlug: { preview: { item: { article: string } } } }>(
      t.app,
      bob,
      SHARED,
      { slug },
    );
    expect(own.data?.shareSlug.preview.item.article).toContain('Every salary');
  });

  it('shows a public list to anyone, and a deleted account leaves nothing readable by id', async () => {
    const leaver = await signUp(t.app);
    const leaverUrl = fixtures.url('/leaving?key=l34v3r');
    const saved = await saveUrl(t.app, leaver, { url: leaverUrl });
    await t.services.items.parse(Number(saved.id));
    const list = await createList(t.app, leaver, { title: 'Reading for the team' }, [
      { itemId: saved.id, url: leaverUrl, title: 'Leaving notes' },
    ]);
    const published = await updateList(t.app, leaver, {
      externalId: list.externalId,
      status: 'PUBLIC',
    });
    const slug = published.data!.updateShareableList.slug!;
    const page = await publicList(t.app, eve, list.externalId, slug);
    expect(page.data?.shareableListPublic).toMatchObject({
      listItems: [{ itemId: saved.id, url: leaverUrl, title: 'Leaving notes' }],
    });
    // Being on a public list does not open the item itself.
    await sameAsUnknown(eve, READER, (id) => ({ slug: id }), [saved.id, UNKNOWN_ID]);

    await t.services.accountSettings.deleteAccount(
      await actorFromCookie(t.services, leaver.cookie),
      { password: leaver.password },
    );
    const after = await sameAsUnknown<ReaderAnswer>(eve, READER, (id) => ({ slug: id }), [
      saved.id,
      UNKNOWN_ID,
    ]);
    expect(JSON.stringify(after)).not.toContain('l34v3r');
  });
});
