import { readFileSync } from 'node:fs';
import { parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';
import { printSchemaFile } from './print-schema.js';
import { schema } from './schema.js';

// Documents that Pocket's clients sent (pocket-api.md §1), for the features that exist so far.
// Each later feature adds its documents here: they must validate and return correct data.
const POCKET_DOCUMENTS: Record<string, string> = {
  GetUser:
    'query GetUser { user { avatarUrl description name firstName lastName username isPremium accountCreationDate } }',
  User: 'query User { user { avatarUrl firstName lastName isPremium id email premiumStatus username } }',
};

describe('schema.graphql', () => {
  it('is the schema the code builds (run `npm run gen` after changing a type)', () => {
    const committed = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(printSchemaFile(schema));
  });
});

describe("Pocket clients' documents", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(Object.entries(POCKET_DOCUMENTS))(
    '%s validates against the schema',
    (_name, document) => {
      expect(validate(schema, parse(document))).toEqual([]);
    },
  );

  it.each(Object.entries(POCKET_DOCUMENTS))(
    '%s returns the signed-in user',
    async (name, document) => {
      const user = await signUp(t.app, {
        email: `${name.toLowerCase()}@example.com`,
        username: name.toLowerCase(),
      });
      const result = await graphql<{ user: Record<string, unknown> }>(
        t.app,
        { cookie: user.cookie },
        document,
        {},
        name,
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.user).toMatchObject({
        username: name.toLowerCase(),
        isPremium: false,
        firstName: '',
        lastName: '',
      });
    },
  );
});
