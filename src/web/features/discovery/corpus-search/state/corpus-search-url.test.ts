import { describe, expect, it } from 'vitest';
import {
  corpusSearchPath,
  corpusSearchStateFrom,
  defaultCorpusLanguage,
  isCorpusScope,
} from './corpus-search-url';

describe('corpus search URL', () => {
  it('round-trips a messy query with its language', () => {
    const path = corpusSearchPath({ query: 'Passwörter & "Häuser" – was nun?', language: 'de' });
    const params = new URL(path, 'http://x').searchParams;
    expect(path.startsWith('/search?')).toBe(true);
    expect(isCorpusScope(params)).toBe(true);
    expect(corpusSearchStateFrom(params, 'en')).toEqual({
      query: 'Passwörter & "Häuser" – was nun?',
      language: 'de',
    });
  });

  it("leaves the browser's own language out of the address", () => {
    expect(corpusSearchPath({ query: 'tea', language: 'de' }, 'de')).toBe('/search?q=tea&st=all');
  });

  it('falls back for unknown languages and scopes', () => {
    const params = new URLSearchParams('q=x&st=saves&lang=xx');
    expect(isCorpusScope(params)).toBe(false);
    expect(corpusSearchStateFrom(params, 'fr').language).toBe('fr');
    expect(defaultCorpusLanguage(['de-AT', 'en'])).toBe('de');
    expect(defaultCorpusLanguage(['ar-EG'])).toBe('en');
    expect(defaultCorpusLanguage([])).toBe('en');
  });
});
