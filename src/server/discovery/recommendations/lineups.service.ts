/**
 * Lineups of recommendation slates (docs/RECOMMENDATIONS.md "Ranking and lineups"): Home (personal),
 * Discover and topic pages (the same engine without personal signals), single slates by id and
 * the setup moment. Candidates come from candidates.repo.ts in one statement, are scored by
 * ranking.ts, put in the reader's language order, diversified, and loaded as card views.
 */
import { randomUUID } from 'node:crypto';
import { TOPICS, type TopicSlug } from '../../../common/topics.js';
import type { Actor } from '../../core/actor.js';
import type { Db } from '../../db/types.js';
import { loadCandidates, loadReaderSignals, type Candidate } from './candidates.repo.js';
import { corpusItemIdsByExternalId, loadCorpusItemViews } from './corpus-item-views.read-model.js';
import { loadCorpusSupply, type CorpusSupply, type SupplyScope } from './corpus-supply.repo.js';
import { HOME_PER_SLATE, homeSlates } from './home-lineup.js';
import { pageKeys, SeenPages } from './same-page.js';
import { loadNeighbours } from './similarity/neighbours.repo.js';
import {
  LINEUP_IDS,
  formatSlateId,
  languagesForLocale,
  parseLineupId,
  parseSlateId,
  type SlateRef,
} from './slate-ids.js';
import {
  MIN_SLATE_SIZE,
  Ranker,
  byPool,
  fill,
  itemReason,
  onePerTopic,
  picksDraft,
  strength,
  topicDraft,
  becauseDraft,
  bySimilarity,
  type DraftSlate,
  type LineupModel,
  type SlateModel,
} from './slates.js';

export type { CorpusSupply };

/** Names this version of the rules in legacy responses (SlateLineup/Slate.experimentId). */
export const EXPERIMENT_ID = 'satchel-ranking-v1';
/** Candidates fetched per topic (the newest that pass the filters) and for the picks. */
export const PER_TOPIC = 60;
/** Home's "Because you saved" slates, after its topic slates (home-lineup.ts). */
const BECAUSE_SLATES = 3;
const NEIGHBOURS_PER_SAVE = 30;
/**
 * A topic page's curated slate keeps this many when an algorithmic slate follows
 * (docs/RECOMMENDATIONS.md "Discover and topic pages").
 */
const TOPIC_PAGE_CURATED_KEPT = 5;

export class RecommendationsService {
  constructor(private readonly db: Db) {}

  /** Home: picks, topic slates (preferred, then affinity, then strength), "Because you saved …". */
  async homeSlateLineup(actor: Actor, locale: string | null | undefined): Promise<LineupModel> {
    const languages = languagesForLocale(locale);
    const language = languages[0]!;
    const signals = await loadReaderSignals(this.db, actor.userId, BECAUSE_SLATES);
    const neighbours = await loadNeighbours(
      this.db,
      signals.recentCorpusSaves.map((s) => s.corpusItemId),
      NEIGHBOURS_PER_SAVE,
    );
    const candidates = await loadCandidates(this.db, {
      userId: actor.userId,
      languages,
      topics: TOPICS.map((t) => t.slug),
      perTopic: PER_TOPIC,
      picks: PER_TOPIC,
      ids: [...neighbours.values()].flatMap((list) => list.map((n) => n.corpusItemId)),
    });
    const ranker = new Ranker(actor.userId, languages);
    const pools = byPool(candidates);
    // The reader's newest saves count as shown: no slate offers a copy of one at another address.
    const used = new SeenPages(signals.recentCorpusSaves);
    const drafts: DraftSlate[] = [];

    const preferred = new Set(signals.preferredTopics);
    const rank = (pool: readonly Candidate[], key: string) =>
      ranker.rank(pool, `${language}:${key}`);
    for (const slate of homeSlates(pools, rank, signals, used)) {
      if (slate.kind === 'picks') {
        drafts.push(picksDraft(language, slate.chosen));
        continue;
      }
      const { slug, chosen } = slate;
      const isPreferred = preferred.has(slug);
      const subheadline = isPreferred
        ? 'One of your topics'
        : signals.affinity.has(slug)
          ? 'You often save stories about this'
          : null;
      drafts.push(
        topicDraft(slug, language, chosen, isPreferred ? 'PREFERRED_TOPICS' : 'TOPIC', subheadline),
      );
    }

    const byId = new Map(
      candidates.filter((c) => c.pool === 'ids').map((c) => [c.corpusItemId, c]),
    );
    for (const save of signals.recentCorpusSaves) {
      const similar = bySimilarity(neighbours.get(save.corpusItemId) ?? [], byId);
      const chosen = fill(similar, used, HOME_PER_SLATE);
      if (chosen) drafts.push(becauseDraft(language, save, chosen));
    }
    return this.lineup(LINEUP_IDS.home, drafts, actor.userId, {
      languages,
      userId: actor.userId,
      topic: null,
    });
  }

  /**
   * `getSlateLineup`: Discover (explore EN/DE: picks, then topic slates by the day's strength) or a
   * topic page (curated slate, then algorithmic). Null for a lineup id this server does not know.
   * A viewer's saves, dismissals and over-shown items are left out; nothing else is personal.
   */
  async slateLineup(
    lineupId: string,
    viewer: Actor | undefined,
    counts: { recommendationCount: number; slateCount: number },
  ): Promise<LineupModel | null> {
    const ref = parseLineupId(lineupId);
    if (!ref) return null;
    const userId = viewer?.userId ?? null;
    if (ref.kind === 'topic') {
      const drafts = await this.topicPage(
        ref.topic,
        ref.language,
        userId,
        counts.recommendationCount,
      );
      return this.lineup(lineupId, drafts.slice(0, counts.slateCount), userId, {
        languages: languagesForLocale(ref.language),
        userId,
        topic: ref.topic,
      });
    }
    const languages = languagesForLocale(ref.language);
    const candidates = await loadCandidates(this.db, {
      userId,
      languages,
      topics: TOPICS.map((t) => t.slug),
      perTopic: PER_TOPIC,
      picks: PER_TOPIC,
    });
    const ranker = new Ranker(userId, languages);
    const pools = byPool(candidates);
    const used = new SeenPages();
    const drafts: DraftSlate[] = [];
    const count = counts.recommendationCount;
    const picks = fill(ranker.rank(pools.get('picks') ?? [], `${ref.language}:picks`), used, count);
    if (picks) drafts.push(picksDraft(ref.language, picks));
    const topics = TOPICS.map((t) => ({
      slug: t.slug,
      ranked: ranker.rank(pools.get(t.slug) ?? [], `${ref.language}:${t.slug}`),
    })).sort((a, b) => strength(b.ranked) - strength(a.ranked));
    for (const { slug, ranked } of topics) {
      if (drafts.length >= counts.slateCount) break;
      const chosen = fill(ranked, used, count);
      if (chosen) drafts.push(topicDraft(slug, ref.language, chosen, 'TOPIC', null));
    }
    return this.lineup(lineupId, drafts.slice(0, counts.slateCount), userId, {
      languages,
      userId,
      topic: null,
    });
  }

  /**
   * What a lineup without slates had to draw from, and why none could be made; null when it has
   * slates (the count costs a statement, so a lineup that shows stories never pays it).
   */
  async supply(lineup: LineupModel): Promise<CorpusSupply | null> {
    if (lineup.slates.length > 0 || !lineup.scope) return null;
    return loadCorpusSupply(this.db, lineup.scope);
  }

  /** One topic's candidates in the reader's languages, with those languages. */
  private async topicCandidates(
    topic: TopicSlug,
    language: string,
    userId: number | null,
    perTopic: number,
  ) {
    const languages = languagesForLocale(language);
    const candidates = await loadCandidates(this.db, {
      userId,
      languages,
      topics: [topic],
      perTopic,
      picks: 0,
    });
    return { languages, candidates };
  }

  /** A topic page: curated (picks and approved), top 5 kept when an algorithmic slate follows. */
  private async topicPage(
    topic: TopicSlug,
    language: string,
    userId: number | null,
    count: number,
  ) {
    const { languages, candidates } = await this.topicCandidates(
      topic,
      language,
      userId,
      PER_TOPIC * 2,
    );
    const ranker = new Ranker(userId, languages);
    const ranked = ranker.rank(candidates, `${language}:${topic}`);
    const curatedRanked = ranked.filter(
      (s) => s.candidate.kind === 'CURATOR_PICK' || s.candidate.kind === 'APPROVED',
    );
    const curatedAll = fill(curatedRanked, new SeenPages(), count) ?? [];
    const kept = new SeenPages(curatedAll.slice(0, TOPIC_PAGE_CURATED_KEPT));
    const algorithmic = fill(ranked, kept, count);
    const curated = algorithmic ? curatedAll.slice(0, TOPIC_PAGE_CURATED_KEPT) : curatedAll;
    const drafts: DraftSlate[] = [];
    if (curated.length >= MIN_SLATE_SIZE) {
      drafts.push(
        topicDraft(
          topic,
          language,
          curated,
          'TOPIC',
          'Chosen by the curators of this instance',
          'curated',
        ),
      );
    }
    if (algorithmic) {
      drafts.push(topicDraft(topic, language, algorithmic, 'TOPIC', null, 'more'));
    }
    return drafts;
  }

  /** `getSlate`: one slate by the id a lineup gave it; null when the id names nothing. */
  async slate(
    slateId: string,
    viewer: Actor | undefined,
    count: number,
  ): Promise<SlateModel | null> {
    const ref = parseSlateId(slateId);
    if (!ref) return null;
    const userId = viewer?.userId ?? null;
    if (ref.kind === 'topic' && ref.part === 'all') {
      return this.topicSlate(ref.topic, ref.language, userId, count);
    }
    if (ref.kind === 'topic') {
      const drafts = await this.topicPage(ref.topic, ref.language, userId, count);
      const draft = drafts.find((d) => d.id === formatSlateId(ref));
      return draft ? (await this.lineup('', [draft], userId)).slates[0]! : null;
    }
    if (ref.kind === 'setup') return this.setupSlate(userId, ref.language, count);
    if (ref.kind === 'picks') return this.picksSlate(userId, ref.language, count);
    return viewer ? this.becauseSlate(viewer, ref, count) : null;
  }

  /** A topic's slate as Home and Discover show it, on its own. */
  private async topicSlate(
    topic: TopicSlug,
    language: string,
    userId: number | null,
    count: number,
  ) {
    const { languages, candidates } = await this.topicCandidates(
      topic,
      language,
      userId,
      PER_TOPIC,
    );
    const ranked = new Ranker(userId, languages).rank(candidates, `${language}:${topic}`);
    const chosen = fill(ranked, new SeenPages(), count, 1);
    if (!chosen) return null;
    const draft = topicDraft(topic, language, chosen, 'TOPIC', null);
    return (await this.lineup('', [draft], userId)).slates[0]!;
  }

  private async picksSlate(userId: number | null, language: string, count: number) {
    const languages = languagesForLocale(language);
    const candidates = await loadCandidates(this.db, {
      userId,
      languages,
      topics: TOPICS.map((t) => t.slug),
      perTopic: 0,
      picks: PER_TOPIC,
    });
    const chosen = fill(
      new Ranker(userId, languages).rank(candidates, `${language}:picks`),
      new SeenPages(),
      count,
      1,
    );
    return chosen
      ? (await this.lineup('', [picksDraft(language, chosen)], userId)).slates[0]!
      : null;
  }

  /** "Because you saved …" for one of the viewer's own saves; null when they did not save it. */
  private async becauseSlate(
    viewer: Actor,
    ref: Extract<SlateRef, { kind: 'because' }>,
    count: number,
  ) {
    const id = (await corpusItemIdsByExternalId(this.db, [ref.externalId])).get(ref.externalId);
    if (id === undefined) return null;
    const source = (await loadCorpusItemViews(this.db, [id], viewer.userId)).get(id);
    if (!source?.savedItemId) return null;
    const neighbours = (await loadNeighbours(this.db, [id], NEIGHBOURS_PER_SAVE)).get(id) ?? [];
    const languages = languagesForLocale(ref.language);
    const candidates = await loadCandidates(this.db, {
      userId: viewer.userId,
      languages,
      topics: [],
      perTopic: 0,
      picks: 0,
      ids: neighbours.map((n) => n.corpusItemId),
    });
    const byId = new Map(candidates.map((c) => [c.corpusItemId, c]));
    const seen = new SeenPages([{ pageKeys: [`id:${id}`, ...pageKeys(source)] }]);
    const chosen = fill(bySimilarity(neighbours, byId), seen, count, 1) ?? [];
    const draft = becauseDraft(
      ref.language,
      { externalId: ref.externalId, title: source.title },
      chosen,
    );
    return (await this.lineup('', [draft], viewer.userId)).slates[0]!;
  }

  /** The setup moment: the best curated story of each topic, strongest topics first. */
  async setupMomentSlate(
    actor: Actor,
    locale: string | null | undefined,
    count: number,
  ): Promise<SlateModel> {
    return this.setupSlate(actor.userId, languagesForLocale(locale)[0]!, count);
  }

  private async setupSlate(
    userId: number | null,
    language: string,
    count: number,
  ): Promise<SlateModel> {
    const languages = languagesForLocale(language);
    const candidates = await loadCandidates(this.db, {
      userId,
      languages,
      topics: TOPICS.map((t) => t.slug),
      perTopic: 20,
      picks: 0,
    });
    const ranker = new Ranker(userId, languages);
    const pools = byPool(candidates);
    const ranked = TOPICS.map((t) => ranker.rank(pools.get(t.slug) ?? [], `${language}:${t.slug}`));
    const chosen = onePerTopic(ranked, count);
    const draft: DraftSlate = {
      id: formatSlateId({ kind: 'setup', language }),
      reasonType: 'TOPIC',
      headline: 'A story from every topic',
      subheadline: 'Choose the topics you like, and your Home will lead with them.',
      moreLink: null,
      items: chosen.map((candidate) => ({ candidate, reason: itemReason(candidate, 'TOPIC') })),
    };
    return (await this.lineup('', [draft], userId)).slates[0]!;
  }

  /** Loads the cards of every slate in one query and drops items deleted meanwhile. */
  private async lineup(
    id: string,
    drafts: readonly DraftSlate[],
    viewerId: number | null,
    scope?: SupplyScope,
  ): Promise<LineupModel> {
    const ids = drafts.flatMap((d) => d.items.map((i) => i.candidate.corpusItemId));
    const views = await loadCorpusItemViews(this.db, ids, viewerId ?? undefined);
    return {
      id,
      requestId: randomUUID(),
      experimentId: EXPERIMENT_ID,
      scope,
      slates: drafts.map(({ items, ...slate }) => ({
        ...slate,
        recommendations: items.flatMap(({ candidate, reason }) => {
          const view = views.get(candidate.corpusItemId);
          return view ? [{ id: `${slate.id}:${view.externalId}`, corpusItem: view, reason }] : [];
        }),
      })),
    };
  }
}
