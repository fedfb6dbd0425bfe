/**
 * Language identification with fastText's lid.176 model (176 languages), which the npm package
 * fasttext.wasm.js ships inside itself (dist/models/language-identification/assets/lid.176.ftz,
 * read from the package directory: nothing is downloaded). The WebAssembly module and the 0.9 MB
 * model are loaded once, on the first call, and cost about 16 MB of resident memory
 * (docs/CORPUS.md "Topics").
 */
export interface LanguageGuess {
  /** ISO 639-1 code ("en", "de", "ar", "ja"); null when unsure or the text is too short. */
  language: string | null;
  /** The model's probability for its best language, 0–1 (0 when nothing was asked). */
  confidence: number;
}

/** Below this probability the model's best language is not taken. */
export const MIN_LANGUAGE_CONFIDENCE = 0.5;
/** Fewer letters than this say too little (a title alone is often enough; "ok" is not). */
export const MIN_LANGUAGE_LETTERS = 12;
/** The model reads this many characters at most: more text changes nothing but the time. */
const MAX_CHARS = 4000;

/**
 * The part of the package's model we use. Its own declarations re-export through extensionless
 * paths that NodeNext resolution cannot follow, so the shape is stated here.
 */
interface LidModel {
  load(): Promise<unknown>;
  identify(text: string): Promise<{ alpha2: string | null; possibility: number }>;
}

let loading: Promise<LidModel> | undefined;

function model(): Promise<LidModel> {
  loading ??= (async () => {
    const fastText = (await import('fasttext.wasm.js')) as unknown as {
      getLIDModel(): Promise<LidModel>;
    };
    const lid = await fastText.getLIDModel();
    await lid.load();
    return lid;
  })();
  // A failed load is tried again on the next call rather than remembered.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Counts letters (any script), so digits, punctuation and markup-like noise do not count. */
function letterCount(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

/**
 * The language of `text` as an ISO 639-1 code with the model's confidence; null below
 * MIN_LANGUAGE_CONFIDENCE, for fewer than MIN_LANGUAGE_LETTERS letters, or for a language that
 * has no two-letter code (the model's "als", "arz", … are left unnamed rather than guessed).
 */
export async function detectLanguage(text: string): Promise<LanguageGuess> {
  // fastText reads one line: newlines would end the text early.
  const line = text.slice(0, MAX_CHARS).replace(/\s+/g, ' ').trim();
  if (letterCount(line) < MIN_LANGUAGE_LETTERS) return { language: null, confidence: 0 };
  const best = await (await model()).identify(line);
  // The quantised model's probabilities can exceed 1 by a rounding error.
  const confidence = Math.min(1, Math.max(0, best.possibility));
  if (confidence < MIN_LANGUAGE_CONFIDENCE || !best.alpha2) return { language: null, confidence };
  return { language: best.alpha2, confidence };
}
