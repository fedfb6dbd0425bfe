/**
 * The metadata → topic table: whole terms in English and German, any case, URL segments, parts
 * of compound section names, and no topic when the page's metadata names two.
 */
import { describe, expect, it } from 'vitest';
import { TOPICS } from '../../../common/topics.js';
import { TOPIC_TERMS, topicFromMetadata, topicsOfTerm, urlTerms } from './topic-mapping.js';

const none = { sections: [], keywords: [], categories: [], url: 'https://example.com/a/b' };

describe('the topic mapping table', () => {
  it('has terms for all 15 topics, each term in one topic only', () => {
    expect(Object.keys(TOPIC_TERMS).sort()).toEqual(TOPICS.map((topic) => topic.slug).sort());
    const seen = new Map<string, string>();
    for (const [topic, terms] of Object.entries(TOPIC_TERMS)) {
      expect(terms.length, topic).toBeGreaterThanOrEqual(5);
      for (const term of terms) {
        const key = term.toLowerCase();
        expect(seen.get(key), `${term} is in ${seen.get(key)} and ${topic}`).toBeUndefined();
        seen.set(key, topic);
      }
    }
  });

  it('maps English and German section names, whatever their case', () => {
    const cases: [string, string][] = [
      ['Sport', 'sports'],
      ['SPORTS', 'sports'],
      ['Wirtschaft', 'business'],
      ['Politik', 'politics'],
      ['Reise', 'travel'],
      ['Gesundheit', 'health'],
      ['Wissenschaft', 'science'],
      ['Digital', 'technology'],
      ['Karriere', 'career'],
      ['Bildung', 'education'],
      ['Familie', 'parenting'],
      ['Finanzen', 'personal-finance'],
      ['Spiele', 'gaming'],
      ['Kultur', 'entertainment'],
      ['Entertainment', 'entertainment'],
      ['Food', 'food'],
      ['Self Improvement', 'self-improvement'],
      [' Fußball ', 'sports'],
    ];
    for (const [term, topic] of cases) expect(topicsOfTerm(term), term).toEqual([topic]);
  });

  it('matches whole terms only', () => {
    expect(topicsOfTerm('Sportwagen')).toEqual([]);
    expect(topicsOfTerm('Transport')).toEqual([]);
    expect(topicsOfTerm('US & Canada')).toEqual([]);
    expect(topicsOfTerm('')).toEqual([]);
  });

  it('reads compound names as a whole first, then by their parts', () => {
    expect(topicsOfTerm('Essen & Trinken')).toEqual(['food']);
    expect(topicsOfTerm('Health & Fitness')).toEqual(['health']);
    expect(topicsOfTerm('Nachrichten > Politik')).toEqual(['politics']);
    expect(topicsOfTerm('Science & Tech').sort()).toEqual(['science', 'technology']);
  });

  it('takes URL path segments and a subdomain, decoded, never parts of a slug', () => {
    expect(urlTerms('https://www.example.de/sport/fussball/ein-artikel-123')).toEqual([
      'sport',
      'fussball',
      'ein-artikel-123',
    ]);
    expect(urlTerms('https://reise.example.de/urlaub-in-den-bergen')).toEqual([
      'reise',
      'urlaub-in-den-bergen',
    ]);
    expect(urlTerms('https://example.de/fu%C3%9Fball/x')).toEqual(['fußball', 'x']);
    expect(urlTerms('not a url')).toEqual([]);
    expect(
      topicFromMetadata({ ...none, url: 'https://example.com/news/sports-betting-law' }).topic,
    ).toBeNull();
  });
});

describe('topicFromMetadata', () => {
  it('answers the one topic the metadata names, with what matched', () => {
    const result = topicFromMetadata({
      ...none,
      sections: ['Politik'],
      url: 'https://example.de/politik/deutschland/x',
    });
    expect(result).toEqual({
      topic: 'politics',
      conflict: false,
      matches: [{ field: 'section', term: 'Politik', topic: 'politics' }],
    });
    expect(
      topicFromMetadata({ ...none, url: 'https://www.example.com/2024/05/sports/story.html' })
        .topic,
    ).toBe('sports');
    expect(topicFromMetadata({ ...none, categories: ['Travel'] }).topic).toBe('travel');
    expect(topicFromMetadata({ ...none, keywords: ['Reisen', 'Alpen', 'Wandern'] }).topic).toBe(
      'travel',
    );
  });

  it('gives no topic when the deciding field names two', () => {
    const result = topicFromMetadata({
      ...none,
      keywords: ['Business', 'Amazon', 'Environment', 'Retail'],
    });
    expect(result.topic).toBeNull();
    expect(result.conflict).toBe(true);
    expect(result.matches.map((match) => match.topic).sort()).toEqual(['business', 'science']);
  });

  it('lets a section decide before the URL and keywords, and reads past fields that match nothing', () => {
    expect(
      topicFromMetadata({
        sections: ['Gesundheit'],
        categories: [],
        keywords: ['Politik'],
        url: 'https://example.de/wirtschaft/x',
      }).topic,
    ).toBe('health');
    expect(
      topicFromMetadata({
        sections: ['Africa'],
        categories: ['Uncategorized'],
        keywords: ['Sudan', 'Elections'],
        url: 'https://example.com/2017/01/world/africa/x.html',
      }).topic,
    ).toBe('politics');
  });

  it('gives no topic for metadata that names none', () => {
    expect(topicFromMetadata(none)).toEqual({ topic: null, matches: [], conflict: false });
    expect(
      topicFromMetadata({ ...none, sections: ['Zahraniční ligy'], keywords: ['ニュース'] }).topic,
    ).toBeNull();
  });
});
