/**
 * Item-to-item similarity over the corpus (docs/RECOMMENDATIONS.md "Related stories"): each
 * classified item gets a TF-IDF vector and its nearest neighbours when it arrives (`indexItem`,
 * a CorpusIntake.onClassified listener), and the nightly job recounts document frequencies,
 * reweighs every vector and recomputes every neighbour list (`rebuild`).
 */
import type { CorpusIntake } from '../../corpus/corpus-intake.js';
import type { Db } from '../../../db/types.js';
import { allNeighbours, MAX_POSTINGS, TermInterner, type InternedVector } from './all-pairs.js';
import type { Neighbour } from './neighbours.repo.js';
import { cosine, termCounts, tfIdfVector } from './tf-idf.js';
import {
  addDocumentFrequencies,
  candidateVectors,
  documentCount,
  documentFrequencies,
  lockSimilarity,
  neighbourLists,
  recountDocumentFrequencies,
  replaceNeighbourLists,
  storedTerms,
  storeVector,
  termCountsPage,
  updateVectors,
  vectorLanguage,
  vectorLanguages,
  vectorsPage,
} from './vectors.repo.js';

/** Neighbours stored per item (related stories show 3 after filtering what the reader saved). */
export const NEIGHBOURS_PER_ITEM = 10;
/** Items sharing terms whose exact cosine an arriving item computes. */
export const CANDIDATES_PER_ITEM = 300;
/** Below this cosine two items share little more than a common word (top-40 vectors of unrelated articles score under 0.02). */
export const MIN_SIMILARITY = 0.02;
/** Items per batch of the nightly rebuild (one transaction each). */
const REBUILD_BATCH = 1000;

const better = (a: Neighbour, b: Neighbour) => b.score - a.score || a.corpusItemId - b.corpusItemId;

export class SimilarityService {
  constructor(private readonly db: Db) {}

  /** The service, indexing each corpus item as soon as it is classified. */
  static listeningTo(db: Db, intake: Pick<CorpusIntake, 'onClassified'>): SimilarityService {
    const similarity = new SimilarityService(db);
    intake.onClassified((corpusItemId, classified) =>
      similarity.indexItem(corpusItemId, classified),
    );
    return similarity;
  }

  /**
   * Indexes an item that was just classified: stores its term counts and vector (updating df),
   * stores its best neighbours, and puts it into each of those neighbours' own lists where it
   * beats their worst. Idempotent: classifying again replaces what the last run stored.
   */
  async indexItem(
    corpusItemId: number,
    classified: { language: string | null; text: string },
  ): Promise<void> {
    const language = vectorLanguage(classified.language);
    const counts = termCounts(classified.text, language === 'und' ? null : language);
    await this.db.transaction(async (tx) => {
      await lockSimilarity(tx);
      const exists = await tx.query(
        'SELECT 1 FROM corpus_items WHERE corpus_item_id = $1 FOR UPDATE',
        [corpusItemId],
      );
      if (exists.length === 0) return;
      const old = await storedTerms(tx, corpusItemId);
      if (old) await addDocumentFrequencies(tx, old.language, old.allTerms, -1);
      await addDocumentFrequencies(tx, language, counts.terms, 1);
      const documents = (await documentCount(tx, language)) + (old?.language === language ? 0 : 1);
      const df = await documentFrequencies(tx, language, counts.terms);
      const vector = tfIdfVector(counts, documents, (term) => df.get(term) ?? 1);
      await storeVector(tx, corpusItemId, language, counts, vector);

      // Candidates are looked up by its rarer terms (as the nightly rebuild follows them): a term
      // in thousands of items finds thousands of rows and says little about any of them.
      const lookup = vector.terms.filter((term) => (df.get(term) ?? 1) <= MAX_POSTINGS);
      const candidates = await candidateVectors(
        tx,
        corpusItemId,
        language,
        lookup,
        vector,
        CANDIDATES_PER_ITEM,
      );
      const mine = candidates
        .map((candidate) => ({
          corpusItemId: candidate.corpusItemId,
          score: cosine(vector, candidate),
        }))
        .filter((neighbour) => neighbour.score >= MIN_SIMILARITY)
        .sort(better)
        .slice(0, NEIGHBOURS_PER_ITEM);

      const changed = new Map<number, Neighbour[]>([[corpusItemId, mine]]);
      const theirs = await neighbourLists(
        tx,
        mine.map((neighbour) => neighbour.corpusItemId),
      );
      for (const { corpusItemId: id, score } of mine) {
        const list = (theirs.get(id) ?? []).filter((n) => n.corpusItemId !== corpusItemId);
        const worst = list[list.length - 1];
        if (list.length >= NEIGHBOURS_PER_ITEM && worst && worst.score >= score) continue;
        changed.set(
          id,
          [...list, { corpusItemId, score }].sort(better).slice(0, NEIGHBOURS_PER_ITEM),
        );
      }
      await replaceNeighbourLists(tx, changed);
    });
  }

  /**
   * The nightly rebuild: df recounted from the stored term counts (items deleted since leave),
   * every vector reweighed with it, and every neighbour list computed again from all pairs.
   */
  async rebuild(): Promise<{ items: number; languages: number }> {
    await this.db.transaction(async (tx) => {
      await lockSimilarity(tx);
      await recountDocumentFrequencies(tx);
    });
    const languages = await vectorLanguages(this.db);
    let items = 0;
    for (const [language, documents] of languages) {
      await this.reweigh(language, documents);
      const interner = new TermInterner();
      const vectors: InternedVector[] = [];
      for (let after = 0; ;) {
        const page = await vectorsPage(this.db, language, after, REBUILD_BATCH * 10);
        if (page.length === 0) break;
        for (const vector of page) vectors.push(interner.intern(vector));
        after = page[page.length - 1]!.corpusItemId;
      }
      const lists = allNeighbours(vectors, NEIGHBOURS_PER_ITEM, MIN_SIMILARITY);
      const ids = [...lists.keys()];
      for (let start = 0; start < ids.length; start += REBUILD_BATCH) {
        const batch = new Map(
          ids.slice(start, start + REBUILD_BATCH).map((id) => [id, lists.get(id)!]),
        );
        await this.db.transaction(async (tx) => {
          await lockSimilarity(tx);
          await replaceNeighbourLists(tx, batch);
        });
      }
      items += vectors.length;
    }
    return { items, languages: languages.size };
  }

  /** Recomputes a language's vectors from their stored counts and the recounted df. */
  private async reweigh(language: string, documents: number): Promise<void> {
    for (let after = 0; ;) {
      const page = await termCountsPage(this.db, language, after, REBUILD_BATCH);
      if (page.length === 0) return;
      after = page[page.length - 1]!.corpusItemId;
      const df = await documentFrequencies(
        this.db,
        language,
        page.flatMap((counts) => counts.terms),
      );
      const vectors = page.map((counts) => ({
        corpusItemId: counts.corpusItemId,
        ...tfIdfVector(counts, documents, (term) => df.get(term) ?? 1),
      }));
      await this.db.transaction(async (tx) => {
        await lockSimilarity(tx);
        await updateVectors(tx, vectors);
      });
    }
  }
}
