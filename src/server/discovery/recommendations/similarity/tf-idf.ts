/**
 * Item-to-item similarity's arithmetic (docs/RECOMMENDATIONS.md "Related stories"), pure: an
 * article's term counts (the topic classifier's words, topics/text-tokens.ts: Intl.Segmenter word
 * boundaries, lower-cased, English and German function words out, every script kept; here also
 * the commonest function words of French, Spanish, Italian, Portuguese, Dutch and Arabic), their
 * TF-IDF weights, the top terms as an L2-normalised sparse vector, and the cosine of two vectors.
 */
import { tokenize } from '../../topics/text-tokens.js';

/** Terms kept per item: enough to say what it is about, few enough for a small GIN index. */
export const TOP_TERMS = 40;
/** Distinct terms remembered per item (its most frequent), to recount df and reweigh nightly. */
export const MAX_STORED_TERMS = 400;
/** The title says most about an article: its words count this many times. */
const TITLE_WEIGHT = 2;

export interface TermCounts {
  terms: string[];
  counts: number[];
}

/** A sparse vector: `terms[i]` has weight `weights[i]`; L2 norm 1 (or empty). */
export interface SparseVector {
  terms: string[];
  weights: number[];
}

/**
 * Function words of languages the classifier's list leaves in (it has English and German): in
 * a small corpus IDF cannot yet tell they say nothing, and two Spanish texts would look alike.
 */
const MORE_STOP_WORDS: ReadonlySet<string> = new Set(
  [
    // French
    'au aux avec ce ces cette dans de des du elle en est et il ils je la le les leur lui mais',
    'me même ne nous on ont ou où par pas pour qu que qui sa se ses son sont sur ta te tu un une',
    "vous été être avoir fait plus très d’un d'un d’une d'une l’ l' c’est c'est qu’il qu'il",
    // Spanish, Italian, Portuguese
    'al como con del el ella ellos es esta este hay las lo los más muy para pero por que se sin',
    'sobre su sus también una uno y ya il che di della delle dei gli ma nel nella non per più sono',
    'alla anche come da questo ao aos com da das do dos em foi isso mais na nas no nos num numa',
    'ou os pela pelo sem seu sua são uma é',
    // Dutch
    'aan al bij dat de die dit een en er het hij in is ik je met niet of om op te van voor was wat',
    'worden zijn ze zich',
    // Arabic: the commonest particles and pronouns
    'في من على إلى عن أن إن أو ما لا لم لن هذا هذه ذلك التي الذي الذين كان كانت قد مع بين كل بعد',
    'عند حتى ثم هو هي هم',
  ]
    .join(' ')
    .split(' '),
);

/**
 * How often each word occurs in `text` (the classifier's text: title on the first line, then
 * excerpt and article), the title counted TITLE_WEIGHT times; at most MAX_STORED_TERMS terms,
 * the most frequent (ties: first seen).
 */
export function termCounts(text: string, language: string | null): TermCounts {
  const counts = new Map<string, number>();
  const newline = text.indexOf('\n');
  const title = newline === -1 ? text : text.slice(0, newline);
  const words = (part: string) =>
    tokenize(part, language).filter((token) => !MORE_STOP_WORDS.has(token));
  for (const token of words(title)) counts.set(token, (counts.get(token) ?? 0) + TITLE_WEIGHT - 1);
  for (const token of words(text)) counts.set(token, (counts.get(token) ?? 0) + 1);
  const kept = [...counts].sort((a, b) => b[1] - a[1]).slice(0, MAX_STORED_TERMS);
  return { terms: kept.map(([term]) => term), counts: kept.map(([, count]) => count) };
}

/** Weight of a term in every item: next to nothing, but not nothing (df may be a day stale). */
const MIN_IDF = 0.01;

/** Inverse document frequency: rare terms weigh most, a term in (nearly) every item almost nothing. */
export function idf(documents: number, df: number): number {
  return Math.max(MIN_IDF, Math.log((Math.max(documents, 1) + 1) / Math.max(df, 1)));
}

/**
 * The item's top `k` terms by (1 + ln tf) × idf, L2-normalised. `df(term)` is how many items of
 * the language hold the term (this one included). Terms only this item holds stay: they weigh
 * most, and are what a later article on the same subject (a name, a product) will share.
 */
export function tfIdfVector(
  counts: TermCounts,
  documents: number,
  df: (term: string) => number,
  k = TOP_TERMS,
): SparseVector {
  const scored: Array<[string, number]> = [];
  counts.terms.forEach((term, index) => {
    scored.push([term, (1 + Math.log(counts.counts[index]!)) * idf(documents, df(term))]);
  });
  scored.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const top = scored.slice(0, k);
  const norm = Math.sqrt(top.reduce((sum, [, weight]) => sum + weight * weight, 0));
  if (norm === 0) return { terms: [], weights: [] };
  return { terms: top.map(([term]) => term), weights: top.map(([, weight]) => weight / norm) };
}

/** Cosine similarity of two vectors (their dot product when both are normalised), in [0, 1]. */
export function cosine(a: SparseVector, b: SparseVector): number {
  const [small, large] = a.terms.length <= b.terms.length ? [a, b] : [b, a];
  if (small.terms.length === 0) return 0;
  const weights = new Map<string, number>();
  small.terms.forEach((term, index) => weights.set(term, small.weights[index]!));
  let dot = 0;
  let normLarge = 0;
  let normSmall = 0;
  for (const weight of small.weights) normSmall += weight * weight;
  large.terms.forEach((term, index) => {
    const weight = large.weights[index]!;
    normLarge += weight * weight;
    const other = weights.get(term);
    if (other !== undefined) dot += other * weight;
  });
  if (dot === 0) return 0;
  return Math.min(1, dot / Math.sqrt(normSmall * normLarge));
}
