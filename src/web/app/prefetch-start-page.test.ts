import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useVisitorStore } from '../features/auth';
import { savedItemsKeys } from '../lib/saved-items';
import { setSortOrder } from '../features/saves';
import { prefetchStartPage } from './prefetch-start-page';

const SAVES_KEY = savedItemsKeys.view({
  filter: { statuses: ['UNREAD'] },
  sort: { sortBy: 'CREATED_AT', sortOrder: 'DESC' },
});

const EMPTY_SAVES = {
  user: {
    savedItems: {
      edges: [],
      pageInfo: { startCursor: null, endCursor: null, hasNextPage: false, hasPreviousPage: false },
      totalCount: 0,
    },
  },
};

/** A fake /graphql answering every request with `body`; returns the requests it got. */
function fakeServer(body: unknown, status = 200) {
  const sent: { operationName: string; variables: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      sent.push(JSON.parse(init.body as string) as (typeof sent)[number]);
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }),
  );
  return sent;
}

const unauthenticated = {
  errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED', status: 401 } }],
};

/** The visitor as bootVisitor leaves it. */
const resolvedAs = (status: 'valid' | 'invalid') => {
  useVisitorStore.setState({
    status,
    user: status === 'valid' ? { userId: '1' } : null,
  } as Partial<ReturnType<typeof useVisitorStore.getState>>);
  return Promise.resolve();
};

const at = (pathname: string, search = '') => ({ pathname, search });

/** The cookies the page sees: a session guid, as in any browser that has signed in. */
const cookies = (cookie: string) => vi.stubGlobal('document', { cookie });

beforeEach(() => cookies('sess_guid=guid-1'));

afterEach(() => {
  vi.unstubAllGlobals();
  useVisitorStore.setState({ status: 'pending', user: null });
});

describe('prefetchStartPage', () => {
  test('asks for nothing in a browser without a session cookie (a signed-out visitor)', async () => {
    cookies('theme=dark');
    const sent = fakeServer({ data: EMPTY_SAVES });
    const client = new QueryClient();
    await prefetchStartPage(client, at('/saves'), resolvedAs('invalid'));
    expect(sent).toEqual([]);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  test('asks for the saves view of the address and keeps the answer', async () => {
    const sent = fakeServer({ data: EMPTY_SAVES });
    const client = new QueryClient();
    await prefetchStartPage(client, at('/saves'), resolvedAs('valid'));
    expect(sent).toEqual([
      {
        query: expect.any(String) as string,
        operationName: 'GetSavedItems',
        variables: {
          filter: { statuses: ['UNREAD'] },
          sort: { sortBy: 'CREATED_AT', sortOrder: 'DESC' },
          pagination: { first: 30 },
        },
      },
    ]);
    expect(client.getQueryState(SAVES_KEY)?.status).toBe('success');
  });

  test("sorts the view as the person chose for the section (the header's sort order)", async () => {
    setSortOrder('archive', 'ASC');
    const sent = fakeServer({ data: EMPTY_SAVES });
    await prefetchStartPage(new QueryClient(), at('/saves/archive'), resolvedAs('valid'));
    vi.unstubAllGlobals();
    setSortOrder('archive', 'DESC');
    expect(sent.filter((request) => request.operationName === 'GetSavedItems')).toMatchObject([
      {
        variables: {
          filter: { statuses: ['ARCHIVED'] },
          sort: { sortBy: 'ARCHIVED_AT', sortOrder: 'ASC' },
        },
      },
    ]);
  });

  test('a signed-out start leaves nothing cached, so the page asks again after sign-in', async () => {
    fakeServer(unauthenticated);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchStartPage(client, at('/saves'), resolvedAs('invalid'));
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  test('an answer is dropped when the visitor is not signed in, even a successful one', async () => {
    fakeServer({ data: EMPTY_SAVES });
    const client = new QueryClient();
    await prefetchStartPage(client, at('/saves'), resolvedAs('invalid'));
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  test('a failed answer is dropped for a signed-in visitor: the page sends its own', async () => {
    fakeServer({ errors: [{ message: 'Boom' }] }, 500);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchStartPage(client, at('/saves'), resolvedAs('valid'));
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  test("asks for the reader's item by the decoded id of /read/:id", async () => {
    const sent = fakeServer({ data: { readerSlug: { slug: 'a b', savedItem: null } } });
    const client = new QueryClient();
    await prefetchStartPage(client, at('/read/a%20b'), resolvedAs('valid'));
    expect(sent.map((request) => request.variables)).toEqual([{ id: 'a b' }]);
    expect(client.getQueryState(['reader', 'a b'])?.status).toBe('success');
  });

  test('asks for nothing on other pages, nor when ?pl_i= sends /saves to the reader', async () => {
    const sent = fakeServer({ data: EMPTY_SAVES });
    const client = new QueryClient();
    await prefetchStartPage(client, at('/account'), resolvedAs('valid'));
    await prefetchStartPage(client, at('/saves/tags'), resolvedAs('valid'));
    await prefetchStartPage(client, at('/saves', '?pl_i=12'), resolvedAs('valid'));
    await prefetchStartPage(client, at('/read/1/2'), resolvedAs('valid'));
    expect(sent).toEqual([]);
  });
});
