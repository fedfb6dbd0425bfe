/**
 * The article fixture pages (../shared/fixtures/articles: Readability's test pages with their
 * expected title, byline and reader text), loaded once for the extraction benchmarks.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlText } from '../../src/server/items/extract/quality.js';
import { ROOT } from './env.js';

/** Where the fixture pages live: beside the checkout, or BENCH_ARTICLES_DIR. */
export const ARTICLE_FIXTURES_DIR =
  process.env.BENCH_ARTICLES_DIR ?? join(ROOT, '..', 'shared', 'fixtures', 'articles');

/** The URL the fixtures' expected output was made with (Readability's test suite). */
export const ARTICLE_FIXTURE_URL = 'http://fakehost/test/page.html';

export interface ArticleFixture {
  name: string;
  /** The page as served. */
  html: string;
  title: string | null;
  byline: string | null;
  /** The visible text of the expected reader HTML. */
  expectedText: string;
}

/** Every fixture page, in directory order; [] when the fixtures are not there. */
export function loadArticleFixtures(dir = ARTICLE_FIXTURES_DIR): ArticleFixture[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => {
      const read = (file: string) => readFileSync(join(dir, name, file), 'utf8');
      const meta = JSON.parse(read('expected-metadata.json')) as {
        title: string | null;
        byline: string | null;
      };
      return {
        name,
        html: read('source.html'),
        title: meta.title,
        byline: meta.byline,
        expectedText: htmlText(read('expected.html')),
      };
    });
}
