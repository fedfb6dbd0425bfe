/**
 * Writing direction and script-based language of an article. Arabic, Persian, Urdu and Hebrew
 * pages often declare neither `lang` nor `dir` (or declare the site's default, "en"), so the
 * article's own letters decide when they clearly belong to a right-to-left script. No statistical
 * model: the scripts and a few letters that only Persian or Urdu use are enough for these four
 * languages; a Latin-script page keeps its declared language.
 */

export type TextDirection = 'ltr' | 'rtl';

/** Primary language subtags written right to left. */
const RTL_LANGUAGES = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'iw',
  'ji',
  'ks',
  'ku-Arab',
  'nqo',
  'ps',
  'sd',
  'syr',
  'ug',
  'ur',
  'yi',
]);

/** 'rtl' for a language written right to left ("ar", "fa-IR", "ku-Arab"), 'ltr' for any other tag. */
export function languageDirection(language: string | null | undefined): TextDirection | null {
  if (!language) return null;
  const [primary = '', script] = language.split('-');
  if (script?.toLowerCase() === 'arab' || script?.toLowerCase() === 'hebr') return 'rtl';
  return RTL_LANGUAGES.has(primary.toLowerCase()) ? 'rtl' : 'ltr';
}

/** A `dir` attribute's value when it names a direction ("auto" and junk do not). */
export function directionAttribute(value: string | null | undefined): TextDirection | null {
  const dir = value?.trim().toLowerCase();
  return dir === 'rtl' || dir === 'ltr' ? dir : null;
}

const HEBREW = /[\u0590-\u05FF\uFB1D-\uFB4F]/gu;
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
const LETTER = /\p{L}/gu;
/** Letters Urdu uses and Arabic and Persian do not: ٹ ڈ ڑ ں ھ ہ ے. */
const URDU_ONLY = /[\u0679\u0688\u0691\u06BA\u06BE\u06C1\u06D2]/gu;
/** Letters Persian (and Urdu) use and Arabic does not: پ چ ژ گ ک ی. */
const PERSIAN = /[\u067E\u0686\u0698\u06AF\u06A9\u06CC]/gu;
/** Letters Arabic uses and Persian and Urdu do not: ة ي ك ى (at the end of words). */
const ARABIC_ONLY = /[\u0629\u064A\u0643]/gu;

/** How much of the sample is read: enough to decide, little enough to stay fast on long pages. */
const SAMPLE_CHARS = 20_000;
/** The share of letters a script needs before the text counts as written in it. */
const DOMINANT = 0.6;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

export interface ScriptGuess {
  /** "ar", "fa", "ur" or "he" when most letters are Arabic or Hebrew script; else null. */
  language: string | null;
  /** The direction most letters are written in, or null when there are too few letters. */
  direction: TextDirection | null;
}

/** The language and direction the text's letters show (see the file comment). */
export function guessFromScript(text: string): ScriptGuess {
  const sample = text.slice(0, SAMPLE_CHARS);
  const letters = count(sample, LETTER);
  if (letters < 20) return { language: null, direction: null };
  const hebrew = count(sample, HEBREW);
  const arabic = count(sample, ARABIC);
  if (hebrew / letters >= DOMINANT) return { language: 'he', direction: 'rtl' };
  if (arabic / letters >= DOMINANT) {
    const urdu = count(sample, URDU_ONLY);
    const persian = count(sample, PERSIAN);
    const arabicOnly = count(sample, ARABIC_ONLY);
    let language = 'ar';
    if (urdu > arabic * 0.01 && urdu >= arabicOnly) language = 'ur';
    else if (persian > arabicOnly) language = 'fa';
    return { language, direction: 'rtl' };
  }
  if ((hebrew + arabic) / letters <= 1 - DOMINANT) return { language: null, direction: 'ltr' };
  return { language: null, direction: null };
}

/**
 * The article's language and direction. An explicit `dir="rtl"` (on the article's ancestors,
 * <body> or <html>) wins; an explicit "ltr" or declared left-to-right language gives way only to
 * text mostly in a right-to-left script (a site whose template says lang="en" carrying an Arabic
 * article). Otherwise the language's direction, then the letters'.
 */
export function articleLanguageAndDirection(input: {
  declaredLanguage: string | null;
  declaredDirection: TextDirection | null;
  text: string;
}): { language: string | null; direction: TextDirection | null } {
  const guess = guessFromScript(input.text);
  const declared = input.declaredLanguage;
  // The letters overrule a declared language of the other direction (a template default).
  const language =
    guess.language && (declared === null || languageDirection(declared) === 'ltr')
      ? guess.language
      : declared;
  let direction: TextDirection | null;
  if (input.declaredDirection === 'rtl') direction = 'rtl';
  else if (guess.direction === 'rtl') direction = 'rtl';
  else direction = input.declaredDirection ?? languageDirection(language) ?? guess.direction;
  return { language, direction };
}
