/**
 * Every item's nearest neighbours among a set of normalised sparse vectors (the nightly rebuild,
 * docs/RECOMMENDATIONS.md "Related stories"), pure and in memory: terms interned as numbers
 * (100,000 items × 40 terms stay a few tens of MB), an inverted index of term → (item, weight),
 * and for each item the dot products accumulated over its terms' postings. Terms held by very
 * many items are skipped while accumulating (they decide little and cost most); the best
 * accumulated candidates then get their exact cosine.
 */
import type { Neighbour } from './neighbours.repo.js';
import type { SparseVector } from './tf-idf.js';

/** A term in more items than this is not followed to find candidates. */
export const MAX_POSTINGS = 5000;
/** Accumulated candidates per item whose exact cosine is computed. */
const EXACT_CANDIDATES = 50;

/** A vector with its terms as numbers, sorted, and their weights. */
export interface InternedVector {
  corpusItemId: number;
  terms: Int32Array;
  weights: Float32Array;
}

/** Turns vectors' terms into numbers, the same number for the same term. */
export class TermInterner {
  private readonly ids = new Map<string, number>();

  intern(vector: SparseVector & { corpusItemId: number }): InternedVector {
    const pairs = vector.terms.map((term, index) => {
      let id = this.ids.get(term);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(term, id);
      }
      return [id, vector.weights[index]!] as const;
    });
    pairs.sort((a, b) => a[0] - b[0]);
    return {
      corpusItemId: vector.corpusItemId,
      terms: Int32Array.from(pairs, ([id]) => id),
      weights: Float32Array.from(pairs, ([, weight]) => weight),
    };
  }
}

/** Cosine of two interned vectors (a merge of their sorted terms). */
export function internedCosine(a: InternedVector, b: InternedVector): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const weight of a.weights) normA += weight * weight;
  for (const weight of b.weights) normB += weight * weight;
  for (let i = 0, j = 0; i < a.terms.length && j < b.terms.length;) {
    if (a.terms[i]! < b.terms[j]!) i += 1;
    else if (a.terms[i]! > b.terms[j]!) j += 1;
    else dot += a.weights[i++]! * b.weights[j++]!;
  }
  return dot === 0 ? 0 : Math.min(1, dot / Math.sqrt(normA * normB));
}

export function allNeighbours(
  vectors: readonly InternedVector[],
  perItem: number,
  minScore: number,
): Map<number, Neighbour[]> {
  const postings = new Map<number, { items: number[]; weights: number[] }>();
  vectors.forEach((vector, item) => {
    vector.terms.forEach((term, index) => {
      let posting = postings.get(term);
      if (!posting) {
        posting = { items: [], weights: [] };
        postings.set(term, posting);
      }
      posting.items.push(item);
      posting.weights.push(vector.weights[index]!);
    });
  });

  const result = new Map<number, Neighbour[]>();
  const dots = new Float64Array(vectors.length);
  const touched: number[] = [];
  vectors.forEach((vector, item) => {
    vector.terms.forEach((term, index) => {
      const posting = postings.get(term)!;
      if (posting.items.length > MAX_POSTINGS) return;
      const weight = vector.weights[index]!;
      for (let p = 0; p < posting.items.length; p++) {
        const other = posting.items[p]!;
        if (other === item) continue;
        if (dots[other] === 0) touched.push(other);
        dots[other] = dots[other]! + weight * posting.weights[p]!;
      }
    });
    const best = touched
      .sort((a, b) => dots[b]! - dots[a]!)
      .slice(0, EXACT_CANDIDATES)
      .map((other) => ({
        corpusItemId: vectors[other]!.corpusItemId,
        score: internedCosine(vector, vectors[other]!),
      }))
      .filter((neighbour) => neighbour.score >= minScore)
      .sort((a, b) => b.score - a.score || a.corpusItemId - b.corpusItemId)
      .slice(0, perItem);
    for (const other of touched) dots[other] = 0;
    touched.length = 0;
    result.set(vector.corpusItemId, best);
  });
  return result;
}
