import { describe, expect, test } from 'vitest';
import { corpusViewParams, filterInput, hasFilters, parseCorpusView } from './corpus-url';

const parse = (query: string) => parseCorpusView(new URLSearchParams(query));

describe('/admin/corpus address', () => {
  test('a bare address is the Prospects tab with no filters', () => {
    expect(parse('')).toEqual({ tab: 'prospects', filters: {} });
    expect(corpusViewParams(parse('')).toString()).toBe('');
  });

  test('the Corpus tab keeps every filter, and the same view always has the same address', () => {
    const view = parse(
      'q=%20caf%C3%A9%20%20cr%C3%A8me%20&language=DE&source=CURATOR&topic=science&state=APPROVED&tab=corpus',
    );
    expect(view).toEqual({
      tab: 'corpus',
      filters: {
        state: 'APPROVED',
        topic: 'science',
        source: 'CURATOR',
        language: 'de',
        search: 'café crème',
      },
    });
    const params = corpusViewParams(view);
    expect(params.toString()).toBe(
      'tab=corpus&state=APPROVED&topic=science&source=CURATOR&language=de&q=caf%C3%A9+cr%C3%A8me',
    );
    expect(parseCorpusView(params)).toEqual(view);
  });

  test('unknown tabs and malformed filters are dropped, not sent to the server', () => {
    const view = parse(
      'tab=settings&state=approved&topic=cooking&source=FRIENDS&language=deutsch%3B%20drop&q=%20%20',
    );
    expect(view).toEqual({ tab: 'prospects', filters: {} });
    expect(parse('tab=corpus&topic=Science').filters).toEqual({});
    expect(parse('tab=corpus&language=pt-BR').filters).toEqual({ language: 'pt-br' });
  });

  test('a search in Arabic or with quotes survives the round trip; a long one is cut', () => {
    const view = parse(`tab=corpus&q=${encodeURIComponent('«الذكاء الاصطناعي» & "AI"')}`);
    expect(view.filters.search).toBe('«الذكاء الاصطناعي» & "AI"');
    expect(parseCorpusView(corpusViewParams(view))).toEqual(view);
    expect(parse(`tab=corpus&q=${'x'.repeat(500)}`).filters.search).toHaveLength(200);
  });

  test('filters belong to the Corpus tab: other tabs do not carry them', () => {
    const filters = { state: 'REJECTED' as const, topic: 'travel' };
    expect(corpusViewParams({ tab: 'feeds', filters }).toString()).toBe('tab=feeds');
    expect(corpusViewParams({ tab: 'corpus', filters }).toString()).toBe(
      'tab=corpus&state=REJECTED&topic=travel',
    );
  });

  test('the GraphQL filter names every field, null for "any"', () => {
    expect(filterInput({ topic: 'food' })).toEqual({
      state: null,
      topic: 'food',
      source: null,
      language: null,
      search: null,
    });
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ search: 'x' })).toBe(true);
  });
});
