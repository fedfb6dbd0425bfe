/**
 * Language identification with the lid.176 model shipped in fasttext.wasm.js: real sentences in
 * four scripts, text too short to tell, and noise without letters.
 */
import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language-id.js';

describe('detectLanguage', () => {
  it('names English, German, Arabic and Japanese text with its ISO 639-1 code', async () => {
    const samples = {
      en: 'The city council voted on Tuesday to extend the bicycle lanes along the river.',
      de: 'Der Stadtrat hat am Dienstag beschlossen, die Radwege entlang des Flusses zu verlängern.',
      ar: 'صوّت مجلس المدينة يوم الثلاثاء على تمديد مسارات الدراجات على طول النهر.',
      ja: '市議会は火曜日、川沿いの自転車専用レーンを延長することを決めました。',
    };
    for (const [language, text] of Object.entries(samples)) {
      const guess = await detectLanguage(text);
      expect(guess.language, text).toBe(language);
      expect(guess.confidence).toBeGreaterThan(0.8);
      expect(guess.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('reads text across lines and markup-like punctuation', async () => {
    const guess = await detectLanguage(
      '«Wir müssen jetzt handeln»,\nsagte die Ministerin —\n\n„und zwar schnell“.',
    );
    expect(guess.language).toBe('de');
  });

  it('says nothing for too little text or text without letters', async () => {
    expect(await detectLanguage('ok')).toEqual({ language: null, confidence: 0 });
    expect(await detectLanguage('12345 678 — 2024-05-01 !!!')).toEqual({
      language: null,
      confidence: 0,
    });
    expect(await detectLanguage('')).toEqual({ language: null, confidence: 0 });
  });
});
