import { readFileSync } from 'node:fs';
import { parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_DETAILS, POCKET_DISCOVERY_DOCUMENTS } from '../test/pocket-discovery-documents.js';
import { POCKET_LIST_DOCUMENTS } from '../test/pocket-list-documents.js';
import { POCKET_SAVES_DOCUMENTS } from '../test/pocket-saves-documents.js';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';
import { printSchemaFile } from './print-schema.js';
import { schema } from './schema.js';

// Documents that Pocket's clients sent (docs/POCKET-COMPATIBILITY.md §1), for the features that
// exist so far. Each later feature adds its documents here: they must validate and return correct
// data.
const POCKET_DOCUMENTS: Record<string, string> = {
  GetUser:
    'query GetUser { user { avatarUrl description name firstName lastName username isPremium accountCreationDate } }',
  User: 'query User { user { avatarUrl firstName lastName isPremium id email premiumStatus username } }',
};

// Pocket's tag documents (§1.5), rebuilt from the compact notation; tags/tags.test.ts runs them
// against data and checks their effects.
const POCKET_TAG_DOCUMENTS: Record<string, string> = {
  GetUsersTags:
    'query GetUsersTags($pagination: PaginationInput) { user { tags(pagination: $pagination) { edges { node { name id } } totalCount pageInfo { hasNextPage endCursor } } } }',
  SavedItemById:
    'query SavedItemById($savedItemByIdId: ID!) { user { savedItemById(id: $savedItemByIdId) { suggestedTags { name id } } } }',
  ItemsTagsAdd:
    'mutation ItemsTagsAdd($input: [SavedItemTagsInput!]!) { createSavedItemTags(input: $input) { status _updatedAt id tags { name id } } }',
  ItemTagsReplace:
    'mutation ItemTagsReplace($input: [SavedItemTagsInput!]!) { replaceSavedItemTags(input: $input) { tags { name id } status _updatedAt id } }',
  ItemTagsRemove:
    'mutation ItemTagsRemove($savedItemId: ID) { updateSavedItemRemoveTags(savedItemId: $savedItemId) { tags { name id } status _updatedAt id } }',
  RenameTagByName:
    'mutation RenameTagByName($oldName: String!, $newName: String!) { renameTagByName(oldName: $oldName, newName: $newName) { name id } }',
  deleteTag: 'mutation deleteTag($tagName: String!) { deleteTagByName(tagName: $tagName) }',
};

// Pocket's highlight documents (§1.6), rebuilt from the compact notation;
// highlights/highlights.test.ts runs them against data and checks their effects.
const POCKET_HIGHLIGHT_DOCUMENTS: Record<string, string> = {
  CreateHighlight:
    'mutation CreateHighlight($input: [CreateHighlightInput!]!) { createSavedItemHighlights(input: $input) { id quote patch version note { _createdAt _updatedAt text } } }',
  DeleteHighlight:
    'mutation DeleteHighlight($highlightId: ID!) { deleteSavedItemHighlight(id: $highlightId) }',
  UpdateHighlight:
    'mutation UpdateHighlight($highlightId: ID!, $input: CreateHighlightInput!) { updateSavedItemHighlight(id: $highlightId, input: $input) { id quote patch version _createdAt _updatedAt note { text _createdAt _updatedAt } } }',
};

// Pocket's share-link documents (§1.8), rebuilt from the compact notation;
// shares/shares.test.ts runs them against data and checks their effects.
const POCKET_SHARE_DOCUMENTS: Record<string, string> = {
  ShareCreateLinkMutation:
    'mutation ShareCreateLinkMutation($target: ValidUrl!, $context: ShareContextInput) { createShareLink(target: $target, context: $context) { slug shareUrl targetUrl createdAt context { note highlights { quote } } } }',
  ShareAddContext:
    'mutation ShareAddContext($slug: ID!, $context: ShareContextInput!) { addShareContext(slug: $slug, context: $context) { ... on ShareNotFound { message } ... on PocketShare { context { highlights { quote } note } slug } } }',
  GetSharedItemById: `query GetSharedItemById($slug: ID!) { shareSlug(slug: $slug) { ... on PocketShare { targetUrl preview { ... on PocketMetadata { image { url } title url excerpt } item { ...ItemDetails } } slug shareUrl createdAt context { note highlights { quote } } } ... on ShareNotFound { errorMessage: message } } } ${ITEM_DETAILS}`,
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

  it.each(
    Object.entries({
      ...POCKET_DOCUMENTS,
      ...POCKET_TAG_DOCUMENTS,
      ...POCKET_HIGHLIGHT_DOCUMENTS,
      ...POCKET_LIST_DOCUMENTS,
      ...POCKET_SHARE_DOCUMENTS,
      ...POCKET_SAVES_DOCUMENTS,
      GetHome: POCKET_DISCOVERY_DOCUMENTS.GetHome,
      GetDiscoverLineup: POCKET_DISCOVERY_DOCUMENTS.GetDiscoverLineup,
      GetTopicLineup: POCKET_DISCOVERY_DOCUMENTS.GetTopicLineup,
      GetSlate: POCKET_DISCOVERY_DOCUMENTS.GetSlate,
      SetupMomentSlate: POCKET_DISCOVERY_DOCUMENTS.SetupMomentSlate,
      RecommendationPreferenceTopics: POCKET_DISCOVERY_DOCUMENTS.RecommendationPreferenceTopics,
      UpdateUserRecommendationPreferences:
        POCKET_DISCOVERY_DOCUMENTS.UpdateUserRecommendationPreferences,
      CorpusSearchQuery: POCKET_DISCOVERY_DOCUMENTS.CorpusSearchQuery,
    }),
  )('%s validates against the schema', (_name, document) => {
    expect(validate(schema, parse(document))).toEqual([]);
  });

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
