/**
 * The 65 real-world pages of fixtures/articles (from Mozilla Readability's test suite): title
 * match rate, word overlap with the expected content, and that every output is sanitised.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractArticle, type ExtractedArticle } from './extract-article.js';
import { htmlText, titlesMatch, wordOverlap } from './quality.js';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const FIXTURES = resolve(REPO_ROOT, '../shared/fixtures/articles');
/** Readability's test suite made the expected output with this page URL. */
const FIXTURE_URL = 'http://fakehost/test/page.html';

/** Measured 2026-11: 98.5% of titles (64/65; Readability keeps "– My website" in title-en-dash). */
const MIN_TITLE_MATCH = 0.95;
/**
 * Measured: mean recall 95.8%. Two pages are under 200 characters, so not articles (recall 0),
 * and mathjax keeps 36% (Readability 0.6 drops the MathJax containers on either DOM).
 */
const MIN_MEAN_RECALL = 0.95;
/** Every other page keeps at least this share of the expected words. */
const MIN_PAGE_RECALL = 0.9;

const available = existsSync(FIXTURES);
if (!available) console.warn(`fixture corpus skipped: no fixtures at ${FIXTURES}`);

interface Outcome {
  name: string;
  result: ExtractedArticle;
  titleOk: boolean;
  recall: number;
}

describe.skipIf(!available)('fixture corpus (fixtures/articles)', () => {
  const outcomes: Outcome[] = available
    ? readdirSync(FIXTURES, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map(({ name }) => {
          const read = (file: string) => readFileSync(join(FIXTURES, name, file), 'utf8');
          const expected = JSON.parse(read('expected-metadata.json')) as { title: string | null };
          const result = extractArticle(read('source.html'), FIXTURE_URL);
          const ours = result.contentHtml ? htmlText(result.contentHtml) : '';
          return {
            name,
            result,
            titleOk: titlesMatch(result.title, expected.title),
            recall: wordOverlap(ours, htmlText(read('expected.html'))).recall,
          };
        })
    : [];

  it('reads all 65 pages', () => {
    expect(outcomes).toHaveLength(65);
  });

  it(`matches at least ${MIN_TITLE_MATCH * 100}% of titles`, () => {
    const misses = outcomes.filter((outcome) => !outcome.titleOk).map((outcome) => outcome.name);
    expect(
      1 - misses.length / outcomes.length,
      `title misses: ${misses.join(', ')}`,
    ).toBeGreaterThanOrEqual(MIN_TITLE_MATCH);
  });

  it(`keeps at least ${MIN_MEAN_RECALL * 100}% of the expected words on average`, () => {
    const mean = outcomes.reduce((sum, outcome) => sum + outcome.recall, 0) / outcomes.length;
    expect(mean).toBeGreaterThanOrEqual(MIN_MEAN_RECALL);
    const poor = outcomes
      .filter((outcome) => outcome.recall < MIN_PAGE_RECALL && outcome.result.isArticle)
      .filter((outcome) => outcome.name !== 'mathjax')
      .map((outcome) => `${outcome.name} ${outcome.recall.toFixed(2)}`);
    expect(poor).toEqual([]);
  });

  it('sanitises every page', () => {
    for (const { name, result } of outcomes) {
      const html = result.contentHtml ?? '';
      expect(html, name).not.toMatch(/<script|<style|<iframe(?![^>]*src="https:\/\/)/i);
      expect(html, name).not.toMatch(/<[a-z][^>]*\son\w+="/i);
      expect(html, name).not.toMatch(/javascript:/i);
      expect(html, name).not.toMatch(/<[a-z][^>]*\s(style|class|id)="/i);
    }
  });

  it('gives every article content, images with absolute sources and reading times', () => {
    for (const { name, result } of outcomes) {
      if (!result.isArticle) continue;
      expect(result.contentHtml, name).toBeTruthy();
      expect(result.timeToRead, name).toBe(Math.ceil(result.wordCount / 220));
      for (const image of result.images) expect(image.src, name).toMatch(/^https?:\/\//);
    }
  });
});
