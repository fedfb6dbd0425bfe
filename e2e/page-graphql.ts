/** GraphQL from inside a signed-in page (its session cookie, same origin), for seeding and checks. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Runs a document as the page's user; fails the test if the answer carries errors. */
export async function gql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const body = await page.evaluate(
    async (request) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
      });
      return (await response.json()) as { data?: unknown; errors?: unknown[] };
    },
    { query, variables },
  );
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** Saves a URL as the page's user; resolves with the save's id. */
export async function saveUrlAs(page: Page, url: string): Promise<string> {
  const data = await gql<{ upsertSavedItem: { id: string } }>(
    page,
    `mutation ($input: SavedItemUpsertInput!) { upsertSavedItem(input: $input) { id } }`,
    { input: { url } },
  );
  return data.upsertSavedItem.id;
}
