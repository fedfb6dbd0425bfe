/**
 * Sections and keywords a page declares about itself (article:section, JSON-LD articleSection,
 * meta keywords / news_keywords, article:tag, JSON-LD keywords), read from real fixture pages and
 * from messy hand-made ones.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../../test/fixture-pages.js';
import { extractArticle } from './extract-article.js';
import { MAX_SUBJECT_TERM_CHARS, MAX_SUBJECT_TERMS, subjectTerms } from './subject-terms.js';

const fixture = (name: string) =>
  extractArticle(
    readFileSync(join(FIXTURES_DIR, name, 'source.html'), 'utf8'),
    `https://example.com/${name}/`,
  );

const page = (head: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A page</title>${head}</head>
<body><article><h1>A page</h1>${'<p>Words of an ordinary article that says enough to be read as one.</p>'.repeat(6)}</article></body></html>`;

describe('sections and keywords of a page', () => {
  it('reads article:section and every article:tag (New York Times)', () => {
    const article = fixture('nytimes-1');
    expect(article.sections).toEqual(['Africa']);
    expect(article.keywords).toEqual(expect.arrayContaining(['Embargoes and Sanctions', 'Sudan']));
  });

  it('splits meta keywords and merges them with article:tag without repeats, whatever the case', () => {
    const article = fixture('breitbart');
    expect(article.keywords.slice(0, 6)).toEqual([
      'Donald Trump',
      'facebook',
      'Fact Check',
      'fake news',
      'Snopes',
      'Tech',
    ]);
    const lower = article.keywords.map((term) => term.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    expect(lower).toContain('snopes');
  });

  it('reads JSON-LD articleSection and keywords (Kotaku)', () => {
    const kotaku = fixture('lazy-image-2');
    expect(kotaku.sections).toEqual(['metroid']);
    expect(kotaku.keywords).toEqual(
      expect.arrayContaining(['metroid', 'kotaku longreads', 'nintendo', 'Kotaku']),
    );
  });

  it('reads German and Japanese keywords (heise, Yahoo! Japan)', () => {
    expect(fixture('heise').keywords).toEqual([
      '1Password',
      'Mac OS X',
      'Passwort',
      'Passwortmanager',
      'Sicherheit',
      'TOTP',
    ]);
    expect(fixture('yahoo-4').keywords).toEqual(['ニュース', 'IT・科学', 'IT総合']);
  });

  it('gives empty lists for a page that declares neither', () => {
    const article = extractArticle(page(''), 'https://example.com/a');
    expect(article.sections).toEqual([]);
    expect(article.keywords).toEqual([]);
  });

  it('trims, drops empties and caps the number and length of terms', () => {
    const many = Array.from({ length: 30 }, (_, i) => `kw${i}`).join(', ');
    const long = 'x'.repeat(200);
    const article = extractArticle(
      page(`<meta name="keywords" content=" , ${many} ,,">
<meta property="article:section" content="  Sport\n  ">
<meta property="article:section" content="sport">
<meta property="article:section" content="${long}">`),
      'https://example.com/a',
    );
    expect(article.keywords).toHaveLength(MAX_SUBJECT_TERMS);
    expect(article.keywords[0]).toBe('kw0');
    expect(article.sections).toEqual(['Sport', 'x'.repeat(MAX_SUBJECT_TERM_CHARS)]);
  });

  it('reads JSON-LD keywords given as a string and sections given as a list, inside @graph', () => {
    const ld = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', name: 'Site' },
        {
          '@type': 'NewsArticle',
          headline: 'Ein Artikel',
          articleSection: ['Wirtschaft', 'Finanzen'],
          keywords: 'Zinsen; Inflation|EZB',
        },
      ],
    });
    const article = extractArticle(
      page(`<script type="application/ld+json">${ld}</script>`),
      'https://example.com/a',
    );
    expect(article.sections).toEqual(['Wirtschaft', 'Finanzen']);
    expect(article.keywords).toEqual(['Zinsen', 'Inflation', 'EZB']);
  });

  it('subjectTerms keeps sections whole and splits keywords at , ; | and 、', () => {
    expect(subjectTerms(['Health, Fitness'], false)).toEqual(['Health, Fitness']);
    expect(subjectTerms(['a、b；c', 'A'], true)).toEqual(['a', 'b', 'c']);
  });
});
