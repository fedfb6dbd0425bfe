/**
 * The text rule (src/common/text-rules.ts) at every door: each text argument of every query and
 * mutation in the schema, written as a variable and as a literal, and every v3 method, with
 * U+0000 and its neighbours. PostgreSQL refuses NUL, so before the rule many of these were 500s.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isObjectType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../graphql/schema.js';
import { saveUrl } from '../test/factories.js';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../test/test-app.js';

const BAD = 'Plans for\u0000 the week';

/** A value for `type` whose every string leaf is BAD; undefined when the type holds no text. */
function textValue(type: GraphQLInputType, depth = 0): { value: unknown; hasText: boolean } {
  if (isNonNullType(type)) return textValue(type.ofType, depth);
  if (isListType(type)) {
    const inner = textValue(type.ofType, depth);
    return { value: [inner.value], hasText: inner.hasText };
  }
  if (isEnumType(type)) return { value: type.getValues()[0]!.value as unknown, hasText: false };
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    let hasText = false;
    if (depth > 3) return { value, hasText };
    for (const field of Object.values(type.getFields())) {
      const inner = textValue(field.type, depth + 1);
      value[field.name] = inner.value;
      hasText ||= inner.hasText;
    }
    return { value, hasText };
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return { value: 1, hasText: false };
      case 'Float':
        return { value: 1.5, hasText: false };
      case 'Boolean':
        return { value: true, hasText: false };
      default: // String, ID and every custom scalar that is written as a string
        return { value: BAD, hasText: true };
    }
  }
  return { value: null, hasText: false };
}

/** GraphQL's literal syntax for a JSON-like value (strings escaped, so U+0000 becomes \u0000). */
function literal(value: unknown, type: GraphQLInputType): string {
  const named = getNamedType(type);
  if (isEnumType(named) && typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const inner = isListType(type)
      ? type.ofType
      : isNonNullType(type) && isListType(type.ofType)
        ? type.ofType.ofType
        : type;
    return `[${value.map((entry) => literal(entry, inner)).join(', ')}]`;
  }
  if (value && typeof value === 'object' && isInputObjectType(named)) {
    const fields = named.getFields();
    return `{${Object.entries(value)
      .map(([key, entry]) => `${key}: ${literal(entry, fields[key]!.type)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value);
}

/** Every route of Fastify's printed tree (children print only the rest of their path). */
function routesOf(tree: string): Array<{ url: string; methods: string[] }> {
  const segments: string[] = [];
  const routes: Array<{ url: string; methods: string[] }> = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]*)\)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    segments.length = depth;
    segments.push(match[2]!);
    routes.push({ url: segments.join(''), methods: match[3]!.split(', ') });
  }
  return routes;
}

interface Case {
  root: 'query' | 'mutation';
  /** The argument-free field the case's field sits on (`user` for user.searchSavedItems). */
  parent?: string;
  field: GraphQLField<unknown, unknown>;
  args: Array<{ arg: GraphQLArgument; value: unknown }>;
}

function textCases(): Case[] {
  const cases: Case[] = [];
  const add = (root: Case['root'], field: GraphQLField<unknown, unknown>, parent?: string) => {
    const args = field.args.map((arg) => ({ arg, ...textValue(arg.type) }));
    if (args.some((entry) => entry.hasText)) cases.push({ root, field, args, parent });
  };
  for (const field of Object.values(schema.getMutationType()!.getFields())) add('mutation', field);
  for (const field of Object.values(schema.getQueryType()!.getFields())) {
    add('query', field);
    // One level down from argument-free roots: user { searchSavedItems(term: …) } and the like.
    const type = getNamedType(field.type);
    if (field.args.length === 0 && isObjectType(type))
      for (const child of Object.values(type.getFields())) add('query', child, field.name);
  }
  return cases;
}

/** The document text around a field call: `user { searchSavedItems(…) { … } }`. */
const wrap = (entry: Case, call: string) => (entry.parent ? `${entry.parent} { ${call} }` : call);

const selection = (field: GraphQLField<unknown, unknown>) =>
  isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type))
    ? ''
    : ' { __typename }';

describe('text with control characters, at every door', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp();
    me = await signUp(t.app);
    await saveUrl(t.app, me, { url: 'https://example.com/one' });
  });
  afterAll(() => t.close());

  const post = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { origin: TEST_ORIGIN, cookie: me.cookie, 'content-type': 'application/json' },
      payload,
    });

  const cases = textCases();

  it('covers the schema (a guard against the walk finding nothing)', () => {
    const names = cases.map((entry) => entry.field.name);
    expect(names.length).toBeGreaterThan(40);
    for (const name of [
      'upsertSavedItem',
      'searchSavedItems',
      'createSavedItemHighlights',
      'updateTag',
      'createShareableList',
    ])
      expect(names).toContain(name);
  });

  it('refuses every text argument sent as a variable with BAD_USER_INPUT and a 400', async () => {
    for (const entry of cases) {
      const { root, field, args } = entry;
      const declared = args.map(({ arg }) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const passed = args.map(({ arg }) => `${arg.name}: $${arg.name}`).join(', ');
      const query = `${root} Fuzz(${declared}) { ${wrap(entry, `${field.name}(${passed})${selection(field)}`)} }`;
      const variables = Object.fromEntries(args.map(({ arg, value }) => [arg.name, value]));
      const response = await post({ query, variables });
      const body = response.json<{
        errors?: Array<{ message: string; extensions: { code: string } }>;
      }>();
      expect({ field: field.name, status: response.statusCode }).toEqual({
        field: field.name,
        status: 400,
      });
      expect(body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message).toMatch(/control character \(U\+0000\)/);
    }
  });

  it('refuses every text argument written into the document as a literal', async () => {
    for (const entry of cases) {
      const { root, field, args } = entry;
      const passed = args
        .map(({ arg, value }) => `${arg.name}: ${literal(value, arg.type)}`)
        .join(', ');
      const response = await post({
        query: `${root} { ${wrap(entry, `${field.name}(${passed})${selection(field)}`)} }`,
      });
      const body = response.json<{
        errors?: Array<{ message: string; extensions?: { code?: string } }>;
      }>();
      expect(response.statusCode, field.name).toBeLessThan(500);
      const codes = (body.errors ?? []).map((error) => error.extensions?.code);
      expect(codes, field.name).not.toContain('INTERNAL_SERVER_ERROR');
      expect(
        body.errors?.some((error) => /control character \(U\+0000\)/.test(error.message)),
        field.name,
      ).toBe(true);
    }
  });

  it('refuses the other control characters but keeps tabs and line breaks', async () => {
    const save = (title: string) =>
      post({
        query:
          'mutation($input: SavedItemUpsertInput!) { upsertSavedItem(input: $input) { title } }',
        variables: { input: { url: 'https://example.com/two', title } },
      });
    for (const character of ['\u0001', '\u0008', '\u001B', '\u007F']) {
      const response = await save(`A${character}B`);
      expect(response.statusCode).toBe(400);
    }
    const kept = await save('Line one\nLine two\twith a tab\r');
    expect(kept.statusCode).toBe(200);
    expect(kept.json<{ errors?: unknown }>().errors).toBeUndefined();
  });

  it('refuses U+0000 in every v3 method, in the query string and in the body, with X-Error', async () => {
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false })).filter((route) =>
      route.url.startsWith('/v3/'),
    );
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.map((route) => route.url)).toContain('/v3/getItemAudio');
    const params = [
      'tag',
      'search',
      'title',
      'url',
      'domain',
      'state',
      'detailType',
      'name',
      'description',
    ];
    for (const { url, methods } of routes) {
      if (methods.includes('GET')) {
        for (const param of params) {
          const response = await t.app.inject({
            method: 'GET',
            url: `${url}?${param}=${encodeURIComponent(BAD)}`,
            headers: { cookie: me.cookie },
          });
          expect({ url, param, status: response.statusCode }).toEqual({ url, param, status: 400 });
          expect(response.headers['x-error-code']).toBe('130');
          expect(response.headers['x-error']).toMatch(/control character/);
        }
      }
      if (methods.includes('POST')) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { origin: TEST_ORIGIN, cookie: me.cookie, 'content-type': 'application/json' },
          payload: {
            ...Object.fromEntries(params.map((param) => [param, BAD])),
            actions: [{ action: 'tags_add', item_id: '1', tags: BAD }],
          },
        });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
        expect(response.headers['x-error-code']).toBe('130');
      }
    }
  });

  it('refuses it in a form body and in the other JSON routes too', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/v3/add',
      headers: {
        origin: TEST_ORIGIN,
        cookie: me.cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `url=${encodeURIComponent('https://example.com/three')}&title=${encodeURIComponent(BAD)}`,
    });
    expect(form.statusCode).toBe(400);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { email: `${me.email}\u0000`, password: 'x' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ error: { code: 'BAD_USER_INPUT', field: 'email' } });
    const deep = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { origin: TEST_ORIGIN, cookie: me.cookie, 'content-type': 'application/json' },
      payload: `{"query":"{ user { id } }","variables":${'['.repeat(5000)}"\\u0000"${']'.repeat(5000)}}`,
    });
    expect(deep.statusCode).toBe(400);
  });
});
