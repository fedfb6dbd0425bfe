/**
 * Every item's nearest neighbours among a set of normalised sparse vectors (the nightly rebuild,
 * docs/RECOMMENDATIONS.md "Related stories"), pure and in memory: an inverted index of term →
 * (item, weight), and for each item the dot products accumulated over its terms' postings.
 * Terms held by very many items are skipped while accumulating (they decide little and cost
 * most); the best accumulated candidates then get their exact cosine.
 */
import type { Neighbour } from './neighbours.repo.js';
import { cosine, type SparseVector } from './tf-idf.js';

/** A term in more items than this is not followed to find candidates. */
export const MAX_POSTINGS = 5000;
/** Accumulated candidates per item whose exact cosine is computed. */
const EXACT_CANDIDATES = 50;

export function allNeighbours(
  vectors: ReadonlyArray<SparseVector & { corpusItemId: number }>,
  perItem: number,
  minScore: number,
): Map<number, Neighbour[]> {
  const termIds = new Map<string, number>();
  const postings: Array<{ items: number[]; weights: number[] }> = [];
  const itemTerms = vectors.map((vector, item) =>
    vector.terms.map((term, index) => {
      let termId = termIds.get(term);
      if (termId === undefined) {
        termId = postings.length;
        termIds.set(term, termId);
        postings.push({ items: [], weights: [] });
      }
      postings[termId]!.items.push(item);
      postings[termId]!.weights.push(vector.weights[index]!);
      return termId;
    }),
  );

  const result = new Map<number, Neighbour[]>();
  const dots = new Float64Array(vectors.length);
  const touched: number[] = [];
  vectors.forEach((vector, item) => {
    itemTerms[item]!.forEach((termId, index) => {
      const posting = postings[termId]!;
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
        score: cosine(vector, vectors[other]!),
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
