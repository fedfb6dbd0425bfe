/**
 * Search across languages, on real pages (../shared/fixtures/articles) saved and parsed through
 * the pipeline: stop words of the page's language never make a query fail, titles pasted with
 * their punctuation are found and ranked first, and a word matches a page only in the page's own
 * language (docs/DECISIONS.md "Search relevance across languages").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveUrl } from '../test/factories.js';
import { startFixtureServer, type FixtureServer } from '../test/fixture-pages.js';
import { createTestApp, graphql, signUp, type Auth, type TestApp } from '../test/test-app.js';

const ADVANCED = `query($queryString: String, $sort: SearchSortInput) {
  user { advancedSearch(queryString: $queryString, sort: $sort, pagination: { first: 30 }) {
    totalCount
    edges { node { searchHighlights { title fullText } savedItem { id title } } } } }
}`;

/** English, German, Czech, French, Spanish and Japanese pages; titles with | : — and hyphens. */
const PAGES = [
  'iab-1', // Getting LEAN with Digital Ad UX | IAB
  'heise', // 1Password für Mac generiert Einmal-Passwörter (de)
  'aktualne', // West Ham hrozí gigantům, okouzlil i Linekera. … (cs)
  'ehow-1', // How to Build a Terrarium | eHow
  'webmd-2', // Superbugs: What They Are and How You Get Them
  'mozilla-1', // Firefox — Customize and make it your own — The most flexible browser on the Web
  'tumblr', // Minecraft 1.8 - The Bountiful Update
  'ars-1', // Just-released Minecraft exploit makes it easy to crash game servers
  'lemonde-1', // (fr)
  'nytimes-5', // (es)
  'yahoo-4', // (ja)
  'theverge', // Apple’s Vision Pro hands-on: the Retina display moment for headsets
  'wikipedia-2', // New Zealand
];

interface Result {
  id: string;
  title: string;
  highlightedTitle: string | null;
}

describe('search across languages (real pages)', () => {
  let t: TestApp;
  let fixtures: FixtureServer;
  let auth: Auth & { id: string };
  /** Fixture name → save id and title as the user sees it. */
  const saves = new Map<string, { id: string; title: string }>();

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = await startFixtureServer();
    auth = await signUp(t.app);
    for (const name of PAGES) {
      const { id } = await saveUrl(t.app, auth, { url: fixtures.url(`/articles/${name}/`) });
      await t.services.items.parse(Number(id));
      saves.set(name, { id, title: '' });
    }
    const [row] = await t.db.query<{ titles: Record<string, string> }>(
      `SELECT json_object_agg(item_id, coalesce(s.title, i.title)) AS titles
         FROM saved_items s JOIN items i USING (item_id) WHERE s.user_id = $1`,
      [Number(auth.id)],
    );
    for (const save of saves.values()) save.title = row!.titles[save.id]!;
  }, 120_000);
  afterAll(async () => {
    await fixtures?.close();
    await t?.close();
  });

  const search = async (queryString: string, who: Auth = auth): Promise<Result[]> => {
    const response = await graphql<{
      user: {
        advancedSearch: {
          edges: Array<{
            node: {
              searchHighlights: { title: string[] | null } | null;
              savedItem: { id: string; title: string };
            };
          }>;
        };
      };
    }>(t.app, who, ADVANCED, { queryString, sort: { sortBy: 'RELEVANCE' } });
    expect(response.errors).toBeUndefined();
    return response.data!.user.advancedSearch.edges.map(({ node }) => ({
      id: node.savedItem.id,
      title: node.savedItem.title,
      highlightedTitle: node.searchHighlights?.title?.[0] ?? null,
    }));
  };
  const names = async (queryString: string, who: Auth = auth) => {
    const byId = new Map([...saves].map(([name, save]) => [save.id, name]));
    return (await search(queryString, who)).map((result) => byId.get(result.id) ?? result.id);
  };

  it('parsed the pages in their languages', async () => {
    const rows = await t.db.query<{ item_id: string; config: string }>(
      `SELECT item_id::text, config::text FROM search_documents WHERE user_id = $1`,
      [Number(auth.id)],
    );
    const config = new Map(rows.map((row) => [row.item_id, row.config]));
    expect(config.get(saves.get('iab-1')!.id)).toBe('english');
    expect(config.get(saves.get('heise')!.id)).toBe('german');
    expect(config.get(saves.get('aktualne')!.id)).toBe('simple');
    expect(config.get(saves.get('lemonde-1')!.id)).toBe('french');
  });

  it('finds an English title containing "with" by a query containing "with"', async () => {
    expect(saves.get('iab-1')!.title).toMatch(/ with /);
    expect((await names('Getting LEAN with Digital Ad UX'))[0]).toBe('iab-1');
    expect(await names('lean with digital')).toEqual(['iab-1']);
  });

  it('finds a German title containing "für" by a query containing "für"', async () => {
    expect(saves.get('heise')!.title).toMatch(/ für /);
    expect(await names('1Password für Mac')).toEqual(['heise']);
    expect(await names('Passwörter für Mac ')).toEqual(['heise']);
  });

  it('finds titles pasted with "|", ":" and "—", their save first', async () => {
    for (const name of ['iab-1', 'ehow-1', 'webmd-2', 'mozilla-1', 'theverge', 'tumblr']) {
      const { title } = saves.get(name)!;
      expect(title, name).toMatch(/ \| |: | — | - /);
      expect((await names(title))[0], title).toBe(name);
    }
    // The site's name after the separator may be missing from the save's title and URL.
    expect((await names('How to Build a Terrarium | Wonder How To'))[0]).toBe('ehow-1');
    expect((await names('Superbugs: what they are'))[0]).toBe('webmd-2');
    expect((await names('Firefox — customize and make it your own'))[0]).toBe('mozilla-1');
  });

  it('finds hyphenated compounds written with a hyphen or a space, both ways', async () => {
    expect(await names('Einmal-Passwörter')).toEqual(['heise']);
    expect(await names('Einmal Passwörter')).toEqual(['heise']);
    expect(await names('einmal-passwörter generiert')).toEqual(['heise']);
    // A page whose title has the words apart is found by the compound.
    const other = await signUp(t.app);
    const { id } = await saveUrl(t.app, other, {
      url: fixtures.url('/articles/heise/'),
      title: 'Einmal Passwörter im Alltag',
    });
    const found = async (query: string) => (await search(query, other)).map((r) => r.id);
    expect(await found('Einmal-Passwörter im Alltag')).toEqual([id]);
    expect(await found('Einmal Passwörter')).toEqual([id]);
    // "hands-on" in an English title, by either spelling.
    expect((await names('vision pro hands on'))[0]).toBe('theverge');
    expect((await names('vision pro hands-on'))[0]).toBe('theverge');
  });

  it('does not match nor mark a Czech article through a foreign stem of an English name', async () => {
    // German, French, Spanish… stem the English surname "Hamer" to 'ham': the Czech article's
    // title says "West Ham". German is a language of this library (the heise page).
    expect(saves.get('aktualne')!.title).toContain('West Ham');
    expect(await names('Hamer')).not.toContain('aktualne');
    expect(await names('Hamer ')).not.toContain('aktualne');
    const [czech] = await search('Linekera OR Hamer');
    expect(czech?.id).toBe(saves.get('aktualne')!.id);
    expect(czech?.highlightedTitle).toContain('<em>Linekera</em>');
    expect(czech?.highlightedTitle).not.toContain('<em>Ham</em>');
    // The Czech words themselves are found, as written.
    expect(await names('okouzlil Linekera')).toEqual(['aktualne']);
  });

  it('ranks the save of a pasted exact title first, in every language', async () => {
    for (const [name, { title }] of saves) {
      if (!title.trim()) continue;
      const results = await search(title);
      expect(results[0]?.id, `${name}: ${title}`).toBe(saves.get(name)!.id);
    }
  });

  it('still stems words in the page language', async () => {
    expect(await names('generierte Passwort')).toEqual(['heise']);
    expect(await names('crashing servers')).toContain('ars-1');
  });
});
