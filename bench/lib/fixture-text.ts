/**
 * Realistic text for the search benchmarks: the sentences of the fixture articles
 * (../shared/fixtures/articles/*\/expected.html), so that generated saves have a real vocabulary
 * (a common word is in some saves, a rare one in a few) instead of a few dozen words in all.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = resolve(
  fileURLToPath(new URL('../../../shared/fixtures/articles', import.meta.url)),
);

/** Each fixture article's reader HTML and language ('en' when it has none). */
export function fixtureTexts(): Array<{ html: string; lang: string }> {
  if (!existsSync(FIXTURES)) return [];
  return readdirSync(FIXTURES)
    .filter((name) => existsSync(join(FIXTURES, name, 'expected.html')))
    .map((name) => {
      const meta = JSON.parse(
        readFileSync(join(FIXTURES, name, 'expected-metadata.json'), 'utf8'),
      ) as { lang: string | null };
      return {
        html: readFileSync(join(FIXTURES, name, 'expected.html'), 'utf8'),
        lang: meta.lang ?? 'en',
      };
    });
}

/** The sentences of an HTML text, tags and entities dropped, 40 to 400 characters long. */
export function sentencesOf(html: string): string[] {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length > 40 && sentence.length < 400);
}

/** The fixtures' distinct sentences, at most `limit` (one stand-in when there are no fixtures). */
export function fixtureSentences(limit = 4000): string[] {
  const sentences = [...new Set(fixtureTexts().flatMap((f) => sentencesOf(f.html)))].slice(
    0,
    limit,
  );
  if (sentences.length === 0)
    sentences.push('Climate science and remote work in open source databases.');
  return sentences;
}

/** A title as the search bench makes them: the first 4–9 words of a sentence, capitalised. */
export function titleOf(sentence: string, words: number): string {
  return sentence
    .split(/\s+/)
    .slice(0, words)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** A URL slug made from a title, as real sites do. */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
