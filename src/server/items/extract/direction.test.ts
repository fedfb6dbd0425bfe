/**
 * Language and writing direction of articles: declared by the page (lang, dir on <html>, <body> or
 * the article's ancestors) or read from the article's letters (Arabic, Persian, Urdu, Hebrew).
 */
import { describe, expect, it } from 'vitest';
import { fixtureMetadata, FIXTURES_DIR } from '../../test/fixture-pages.js';
import { guessFromScript, languageDirection } from './direction.js';
import { extractArticle } from './extract-article.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SAMPLES = {
  ar: 'القراءة عادة جميلة تفتح للإنسان أبواب المعرفة وتساعده على فهم العالم من حوله. يقرأ الناس الكتب والمقالات في أوقات فراغهم، ويحفظون ما يريدون قراءته لاحقا في مكان هادئ بعيدا عن الضجيج.',
  fa: 'خواندن عادتی زیبا است که درهای دانش را به روی انسان می‌گشاید و به او کمک می‌کند جهان پیرامون خود را بهتر بشناسد. مردم کتاب‌ها و مقاله‌ها را در اوقات فراغت می‌خوانند و آنچه را که می‌خواهند بعدا بخوانند نگه می‌دارند.',
  ur: 'پڑھنا ایک خوبصورت عادت ہے جو انسان کے لیے علم کے دروازے کھولتی ہے اور اسے اپنے اردگرد کی دنیا کو سمجھنے میں مدد دیتی ہے۔ لوگ فارغ وقت میں کتابیں اور مضامین پڑھتے ہیں اور جو بعد میں پڑھنا چاہتے ہیں اسے محفوظ کر لیتے ہیں۔',
  he: 'קריאה היא הרגל יפה שפותח בפני האדם את שערי הידע ועוזר לו להבין את העולם שסביבו. אנשים קוראים ספרים ומאמרים בשעות הפנאי שלהם ושומרים את מה שהם רוצים לקרוא מאוחר יותר.',
};

function page(options: { htmlAttrs?: string; bodyAttrs?: string; title: string; text: string }) {
  const paragraphs = Array.from({ length: 6 }, () => `<p>${options.text}</p>`).join('\n');
  return `<!doctype html><html ${options.htmlAttrs ?? ''}><head><meta charset="utf-8">
<title>${options.title}</title></head><body ${options.bodyAttrs ?? ''}><article><h1>${options.title}</h1>
${paragraphs}</article></body></html>`;
}

const fixture = (name: string) => readFileSync(join(FIXTURES_DIR, name, 'source.html'), 'utf8');

describe('language and direction of an article', () => {
  it('reads Arabic, Persian, Urdu and Hebrew from their letters', () => {
    for (const [language, text] of Object.entries(SAMPLES)) {
      expect(guessFromScript(text), language).toEqual({ language, direction: 'rtl' });
    }
    expect(guessFromScript('An ordinary English sentence, long enough to count letters.')).toEqual({
      language: null,
      direction: 'ltr',
    });
  });

  it('names the right-to-left languages', () => {
    expect(['ar', 'fa-IR', 'ur', 'he', 'yi', 'ku-Arab', 'ps'].map(languageDirection)).toEqual(
      Array(7).fill('rtl'),
    );
    expect(['en', 'fr-FR', 'zh-Hant', 'ku'].map(languageDirection)).toEqual(Array(4).fill('ltr'));
    expect(languageDirection(null)).toBeNull();
  });

  it('finds an Arabic page with neither lang nor dir', () => {
    const result = extractArticle(
      page({ title: 'عن القراءة', text: SAMPLES.ar }),
      'https://a.test/',
    );
    expect([result.language, result.direction]).toEqual(['ar', 'rtl']);
  });

  it('overrules a template’s lang="en" when the article is written in Persian, Urdu or Hebrew', () => {
    for (const language of ['fa', 'ur', 'he'] as const) {
      const html = page({
        htmlAttrs: 'lang="en" dir="ltr"',
        title: 'Reading',
        text: SAMPLES[language],
      });
      const result = extractArticle(html, 'https://a.test/');
      expect([result.language, result.direction], language).toEqual([language, 'rtl']);
    }
  });

  it('keeps the declared language and takes its direction', () => {
    const html = page({ htmlAttrs: 'lang="ar-EG"', title: 'عن القراءة', text: SAMPLES.ar });
    expect(extractArticle(html, 'https://a.test/')).toMatchObject({
      language: 'ar-EG',
      direction: 'rtl',
    });
    const english = page({
      htmlAttrs: 'lang="en"',
      title: 'On reading',
      text: 'Reading is a habit that opens doors. '.repeat(10),
    });
    expect(extractArticle(english, 'https://a.test/')).toMatchObject({
      language: 'en',
      direction: 'ltr',
    });
  });

  it('takes lang and dir from <body> too', () => {
    const html = page({ bodyAttrs: 'lang="he" dir="rtl"', title: 'קריאה', text: SAMPLES.he });
    expect(extractArticle(html, 'https://a.test/')).toMatchObject({
      language: 'he',
      direction: 'rtl',
    });
  });

  it('honours dir="rtl" on <html> (fixture rtl-1) and on the article’s container (rtl-3)', () => {
    for (const name of ['rtl-1', 'rtl-3']) {
      expect(fixtureMetadata(name)).toMatchObject({ dir: 'rtl' });
      expect(extractArticle(fixture(name), 'https://a.test/').direction, name).toBe('rtl');
    }
    expect(extractArticle(fixture('001'), 'https://a.test/').direction).toBe('ltr');
  });
});
