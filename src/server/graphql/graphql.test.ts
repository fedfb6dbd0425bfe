import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveUrl } from '../test/factories.js';
import {
  createTestApp,
  graphql,
  signUp,
  TEST_ORIGIN,
  type GraphQLResponse,
  type TestApp,
} from '../test/test-app.js';

const aliases = (n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i + 1}: user { id }`).join(' ')} }`;

/** A query nested `depth` levels deep through introspection's ofType chain. */
const deepQuery = (depth: number) => {
  let selection = 'name';
  for (let i = 0; i < depth; i++) selection = `ofType { ${selection} }`;
  return `{ __type(name: "User") { fields { type { ${selection} } } } }`;
};

describe('GraphQL endpoint', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    // The depth tests nest through introspection's ofType chain, so this app has it on.
    t = await createTestApp({ graphqlIntrospection: true });
    cookie = (await signUp(t.app)).cookie;
  });
  afterAll(() => t.close());

  /** Posts a raw body and returns the HTTP status with the parsed GraphQL response. */
  const post = async (payload: Record<string, unknown>, withCookie = true) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
        ...(withCookie ? { cookie } : {}),
      },
      payload,
    });
    return { status: response.statusCode, body: response.json<GraphQLResponse>() };
  };

  it('answers an unauthenticated user query with data.user null and status 401', async () => {
    const response = await graphql(t.app, {}, '{ user { id } }');
    expect(response.data?.user).toBeNull();
    expect(response.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      status: 401,
    });
    expect(response.errors?.[0]?.message).toEqual(expect.any(String));
  });

  it('runs a single-operation document even when operationName does not match', async () => {
    const response = await graphql<{ user: { savedItems: { totalCount: number } } }>(
      t.app,
      { cookie },
      'query GetSavedItems { user { savedItems { totalCount } } }',
      {},
      'getItemsUnread',
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.user.savedItems.totalCount).toBe(0);
  });

  it('runs an anonymous single operation sent with an operationName', async () => {
    const response = await graphql<{ user: { id: string } }>(
      t.app,
      { cookie },
      '{ user { id } }',
      {},
      'Whatever',
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.user.id).toMatch(/^\d+$/);
  });

  it('runs the named operation of a two-operation document', async () => {
    const document = 'query One { user { id } } query Two { user { username } }';
    const response = await graphql<{ user: Record<string, unknown> }>(
      t.app,
      { cookie },
      document,
      {},
      'Two',
    );
    expect(response.errors).toBeUndefined();
    expect(Object.keys(response.data!.user)).toEqual(['username']);
  });

  it('refuses a two-operation document with a wrong operationName with a 400, not a 500', async () => {
    const { status, body } = await post({
      query: 'query One { user { id } } query Two { user { username } }',
      operationName: 'Three',
    });
    expect(status).toBe(400);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/operation/i);
    expect(body.errors?.[0]?.extensions?.code).toBe('OPERATION_RESOLUTION_FAILURE');
  });

  it('refuses a two-operation document without operationName', async () => {
    const { status, body } = await post({
      query: 'query One { user { id } } query Two { user { username } }',
    });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('OPERATION_RESOLUTION_FAILURE');
  });

  it('accepts 30 aliases and refuses 31', async () => {
    const thirty = await post({ query: aliases(30) });
    expect(thirty.body.errors).toBeUndefined();
    expect(Object.keys(thirty.body.data!)).toHaveLength(30);

    const thirtyOne = await post({ query: aliases(31) });
    expect(thirtyOne.status).toBeLessThan(500);
    expect(thirtyOne.body.data ?? null).toBeNull();
    expect(thirtyOne.body.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('refuses an overly deep query and runs a reasonably deep one', async () => {
    const shallow = await post({ query: deepQuery(5) });
    expect(shallow.body.errors).toBeUndefined();
    expect(shallow.body.data).toBeTruthy();

    const deep = await post({ query: deepQuery(20) });
    expect(deep.status).toBeLessThan(500);
    expect(deep.body.data ?? null).toBeNull();
    expect(deep.body.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('answers a syntax error with a GraphQL parse error, never a 500', async () => {
    // A GraphQL-over-HTTP client gets a 400; a legacy application/json client gets the error in
    // a 200 body, as the GraphQL-over-HTTP spec allows.
    const modern = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        origin: TEST_ORIGIN,
        cookie,
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
      },
      payload: { query: '{ user { id ' },
    });
    expect(modern.statusCode).toBe(400);
    expect(modern.json<GraphQLResponse>().errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Syntax Error/),
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });

    const legacy = await post({ query: '{ user { id ' });
    expect(legacy.status).toBeLessThan(500);
    expect(legacy.body.data ?? null).toBeNull();
    expect(legacy.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('answers an unknown field with a validation error, not a 500', async () => {
    const { status, body } = await post({ query: '{ user { noSuchField } }' });
    expect(status).toBeLessThan(500);
    expect(body.errors?.[0]?.message).toMatch(/noSuchField/);
  });

  it('answers a body without a query with a clear error, not a 500', async () => {
    const { status, body } = await post({ variables: {} });
    expect(status).toBeLessThan(500);
    expect(body.errors?.[0]?.message).toBe('Must provide query string.');
  });

  it.each([
    [
      'mutation S($input: SavedItemUpsertInput!) { upsertSavedItem(input: $input) { id } }',
      { input: { url: 42 } },
      /\$input/,
    ],
    [
      'query L($n: Int) { user { savedItems(pagination: {first: $n}) { totalCount } } }',
      { n: 'ten' },
      /\$n/,
    ],
  ])(
    'answers wrongly typed variables with an error naming the variable, not a 500: %s',
    async (query, variables, name) => {
      const { status, body } = await post({ query, variables });
      expect(status).toBeLessThan(500);
      expect(body.errors?.[0]?.message).toMatch(name);
      expect(body.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
      expect(await t.db.query('SELECT 1 FROM saved_items')).toHaveLength(0);
    },
  );

  it('returns data for a signed-in query with saves', async () => {
    await saveUrl(t.app, { cookie }, { url: 'https://example.com/gql-check' });
    const response = await graphql<{
      user: { savedItems: { edges: Array<{ node: { url: string } }> } };
    }>(t.app, { cookie }, '{ user { savedItems { edges { node { url } } } } }');
    expect(response.data?.user.savedItems.edges.map((edge) => edge.node.url)).toEqual([
      'https://example.com/gql-check',
    ]);
  });

  it('does not serve GraphiQL outside development', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/graphql',
      headers: { accept: 'text/html' },
    });
    expect(response.headers['content-type'] ?? '').not.toMatch(/text\/html/);
    expect(response.body).not.toMatch(/graphiql/i);
  });
});

describe('GraphQL endpoint in development mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ devMode: true });
  });
  afterAll(() => t.close());

  it('serves GraphiQL to a browser', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/graphql',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toMatch(/graphiql/i);
  });
});

describe('GraphQL introspection', () => {
  it('is off unless the administrator turns it on; __typename still works', async () => {
    const off = await createTestApp();
    const on = await createTestApp({ graphqlIntrospection: true });
    try {
      for (const query of [
        '{ __schema { queryType { name } } }',
        '{ __type(name: "User") { name } }',
      ]) {
        const refused = await graphql(off.app, {}, query);
        expect(refused.data ?? null).toBeNull();
        expect(refused.errors?.[0]?.message).toMatch(/introspection/i);
        expect((await graphql(on.app, {}, query)).errors).toBeUndefined();
      }
      expect((await graphql(off.app, {}, '{ __typename }')).data).toEqual({ __typename: 'Query' });
    } finally {
      await off.close();
      await on.close();
    }
  });
});
