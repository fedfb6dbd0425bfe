import { describe, expect, test } from 'vitest';
import { isGermanLocale, parseLocaleChoice } from './home-locale';

describe('German banner locale', () => {
  test('a browser preferring German in any region is a German user', () => {
    expect(isGermanLocale(['de'])).toBe(true);
    expect(isGermanLocale(['de-AT', 'en-US'])).toBe(true);
    expect(isGermanLocale(['en-GB', 'de_CH'])).toBe(true);
    expect(isGermanLocale([' DE-de '])).toBe(true);
  });

  test('other languages, including ones that merely start with "de", are not', () => {
    expect(isGermanLocale([])).toBe(false);
    expect(isGermanLocale(['en-US', 'fr-FR'])).toBe(false);
    expect(isGermanLocale(['dee', 'den-CA', 'ar-EG'])).toBe(false);
  });

  test('a stored choice is de, en or nothing', () => {
    expect(parseLocaleChoice('de')).toBe('de');
    expect(parseLocaleChoice('en')).toBe('en');
    for (const raw of [null, '', 'DE', 'fr', '{"de":1}']) expect(parseLocaleChoice(raw)).toBeNull();
  });
});
