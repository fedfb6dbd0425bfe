/**
 * What a user tells the recommender (docs/RECOMMENDATIONS.md "Signals, preferences and privacy"):
 * preferred topics and the Home setup moment (app settings, so Pocket's v3 getAppSettings sees
 * the same values: every write goes through SettingsService.put), "not interested", whether their
 * reading may improve recommendations, and the first-party impressions and opens with their
 * aggregation. Ranking reads the stored results in SQL (recommendations/*.repo.ts).
 */
import { z } from 'zod';
import { isTopicSlug, TOPICS, type TopicSlug } from '../../../../common/topics.js';
import type { Actor } from '../../../core/actor.js';
import { badInput, notFound } from '../../../core/errors.js';
import { parseInput } from '../../../core/validate.js';
import type { Db } from '../../../db/types.js';
import type { PgQueue } from '../../../queue/pg-queue.js';
import type { SetupStatus, SettingsService } from '../../../settings/settings.service.js';
import { corpusItemIdsByExternalId } from '../corpus-item-views.read-model.js';
import { aggregateEventsKind } from './aggregate-events.job.js';
import { queueScheduledRun } from '../../../jobs/schedules.js';
import { deleteDismissal, insertDismissal } from './dismissals.repo.js';
import {
  deleteUserSignals,
  foldOldestEvents,
  insertEvents,
  tryLeaseAggregation,
  type StoredEvent,
} from './events.repo.js';
import { RecommendationEvents, type RecommendationEventInput } from './event-rules.js';

export interface HomeSetup {
  /** null: never set up, or started over (Pocket's false). */
  setupStatus: Exclude<SetupStatus, false> | null;
  userTopics: TopicSlug[];
}

/** Events folded per transaction, and the most one aggregation run folds. */
const AGGREGATE_BATCH = 5_000;
const AGGREGATE_MAX_BATCHES = 200;

const MAX_TOPIC_IDS_GIVEN = 100;
const SLUG_BY_LINEUP_ID = new Map<string, TopicSlug>(TOPICS.map((t) => [t.lineupId, t.slug]));

export class RecommendationSignalsService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly queue: PgQueue,
  ) {}

  /** The user's chosen topics, in their order (first = first topic slate on Home). */
  async preferredTopics(actor: Actor): Promise<TopicSlug[]> {
    return topicsOf((await this.settings.get(actor)).userTopics);
  }

  /**
   * Replaces the chosen topics. `ids` are Pocket's topic ids (lineup GUIDs) or slugs; duplicates
   * are dropped, and an unknown one refuses the whole list.
   */
  async setPreferredTopics(actor: Actor, ids: readonly string[]): Promise<TopicSlug[]> {
    if (ids.length > MAX_TOPIC_IDS_GIVEN) {
      throw badInput(`At most ${TOPICS.length} topics.`, 'preferredTopics');
    }
    const slugs = ids.map((id) => {
      const given = id.trim();
      const slug = SLUG_BY_LINEUP_ID.get(given.toLowerCase()) ?? given.toLowerCase();
      if (isTopicSlug(slug)) return slug;
      throw badInput(
        `"${given.slice(0, 100)}" is not a topic. Use a topic's id or one of ${TOPICS.map((t) => t.slug).join(', ')}.`,
        'preferredTopics',
      );
    });
    const stored = await this.settings.put(actor, { userTopics: slugs });
    return topicsOf(stored.userTopics);
  }

  async homeSetup(actor: Actor): Promise<HomeSetup> {
    return homeSetupOf(await this.settings.get(actor));
  }

  /**
   * Sets the setup moment's status ("reselect", "complete", "skipped"); null starts over: the
   * status and the chosen topics are cleared, so Home asks again.
   */
  async updateHomeSetup(actor: Actor, setupStatus: string | null): Promise<HomeSetup> {
    const change = setupStatus === null ? { setupStatus: null, userTopics: null } : { setupStatus };
    return homeSetupOf(await this.settings.put(actor, change));
  }

  /** "Not interested": the item leaves every slate for this user, from today on. */
  async dismiss(actor: Actor, corpusItemGuid: string): Promise<true> {
    await insertDismissal(this.db, actor.userId, await this.corpusItemId(corpusItemGuid));
    return true;
  }

  async undismiss(actor: Actor, corpusItemGuid: string): Promise<true> {
    await deleteDismissal(this.db, actor.userId, await this.corpusItemId(corpusItemGuid));
    return true;
  }

  /** False once the user turned it off (app setting analyticsOptOut). */
  async analyticsEnabled(actor: Actor): Promise<boolean> {
    return (await this.settings.get(actor)).analyticsOptOut !== true;
  }

  /**
   * Turning it off also deletes the user's events not yet aggregated and their own history;
   * the instance-wide sums carry no user and stay.
   */
  async setAnalyticsEnabled(actor: Actor, enabled: boolean): Promise<boolean> {
    await this.settings.put(actor, { analyticsOptOut: enabled ? null : true });
    if (!enabled) await this.db.transaction((tx) => deleteUserSignals(tx, actor.userId));
    return enabled;
  }

  /**
   * Stores a batch of impressions and opens from the web client (limits in event-rules.ts).
   * Events for corpus items that do not exist (any more) are skipped; nothing is stored for a
   * user who turned analytics off. Returns how many were stored.
   */
  async recordEvents(actor: Actor, input: unknown, now = new Date()): Promise<number> {
    const { events } = parseInput(RecommendationEvents(now), input);
    if (!(await this.analyticsEnabled(actor))) return 0;
    const ids = await corpusItemIdsByExternalId(
      this.db,
      events.map((event) => event.corpusItemId),
    );
    const stored = events.flatMap((event): StoredEvent[] => {
      const corpusItemId = ids.get(event.corpusItemId.toLowerCase());
      return corpusItemId === undefined ? [] : [storedEvent(corpusItemId, event)];
    });
    await insertEvents(this.db, actor.userId, stored);
    return stored.length;
  }

  /**
   * Folds the stored events into recommendation_stats and user_recommendation_history and
   * deletes them, a batch per transaction. Safe to run twice at once: one holds the lease, the
   * other stops. Returns how many events were folded in.
   */
  async aggregate(): Promise<number> {
    let total = 0;
    for (let batch = 0; batch < AGGREGATE_MAX_BATCHES; batch += 1) {
      const folded = await this.db.transaction(async (tx) =>
        (await tryLeaseAggregation(tx)) ? foldOldestEvents(tx, AGGREGATE_BATCH) : 0,
      );
      total += folded;
      if (folded < AGGREGATE_BATCH) break;
    }
    return total;
  }

  /** Enqueues the next five-minute aggregation (the chain keeps itself going). */
  async scheduleAggregation(now = new Date()): Promise<void> {
    await queueScheduledRun(this.queue, aggregateEventsKind, now);
  }

  private async corpusItemId(guid: string): Promise<number> {
    const parsed = parseInput(CorpusItemGuid, guid);
    const id = (await corpusItemIdsByExternalId(this.db, [parsed])).get(parsed);
    if (id === undefined) throw notFound('That recommendation is not in the corpus any more.');
    return id;
  }
}

const CorpusItemGuid = z
  .string()
  .trim()
  .toLowerCase()
  .max(100, 'corpusItemId must be a corpus item id.');

function topicsOf(stored: unknown): TopicSlug[] {
  return Array.isArray(stored)
    ? stored.filter((slug): slug is TopicSlug => typeof slug === 'string' && isTopicSlug(slug))
    : [];
}

function homeSetupOf(settings: Record<string, unknown>): HomeSetup {
  const status = settings.setupStatus;
  return {
    setupStatus:
      status === 'reselect' || status === 'complete' || status === 'skipped' ? status : null,
    userTopics: topicsOf(settings.userTopics),
  };
}

const storedEvent = (corpusItemId: number, event: RecommendationEventInput): StoredEvent => ({
  corpusItemId,
  kind: event.kind,
  slateId: event.slateId,
  position: event.position,
  occurredAt: new Date(event.occurredAt),
});
