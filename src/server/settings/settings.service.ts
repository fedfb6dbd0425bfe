/**
 * App settings (docs/PRODUCT.md §3 "Settings", docs/POCKET-COMPATIBILITY.md §3.6 getAppSettings /
 * putAppSettings): a small JSON object per user — pinnedTags, pinnedTopics, homeOnboarding,
 * brazeSubscribed, setupStatus, userTopics, and Satchel's analyticsOptOut (docs/RECOMMENDATIONS.md
 * "Signals, preferences and privacy"). Known keys are validated; other keys are kept as given
 * (Pocket treated the blob as opaque) within a size cap. A put merges the given keys; a key given
 * as null is removed.
 */
import { z } from 'zod';
import { normalizeTagName } from '../../common/tag-rules.js';
import { isTopicSlug, TOPICS } from '../../common/topics.js';
import type { Actor } from '../core/actor.js';
import { badInput } from '../core/errors.js';
import { parseInput } from '../core/validate.js';
import type { Db, Queryable } from '../db/types.js';
import {
  readSettings,
  updatePinnedTag,
  writeSettings,
  type SettingsObject,
} from './settings.repo.js';

export type { SettingsObject };

/** Serialized size limit of one user's settings. */
export const MAX_SETTINGS_BYTES = 16 * 1024;
export const MAX_PINNED_TAGS = 100;
/** Every topic may be chosen once; a longer list (duplicates) is cut to this many. */
export const MAX_USER_TOPICS = TOPICS.length;
const MAX_USER_TOPICS_GIVEN = 100;
export const SETUP_STATUSES = ['reselect', 'complete', 'skipped'] as const;
export type SetupStatus = false | (typeof SETUP_STATUSES)[number];

const tagName = z.string().transform((raw, context) => {
  const result = normalizeTagName(raw);
  if (!result.ok) {
    context.addIssue({ code: 'custom', message: `pinnedTags: ${result.reason}` });
    return z.NEVER;
  }
  return result.name;
});

const KnownSettings = z.object({
  pinnedTags: z
    .array(tagName, { error: 'pinnedTags must be a list of tag names.' })
    .max(MAX_PINNED_TAGS, `At most ${MAX_PINNED_TAGS} pinned tags.`)
    .transform((names) => [...new Set(names)])
    .nullish(),
  pinnedTopics: z
    .array(z.string().max(100), { error: 'pinnedTopics must be a list of topic names.' })
    .max(100)
    .nullish(),
  userTopics: z
    .array(z.string().max(100), { error: 'userTopics must be a list of topic slugs.' })
    .max(MAX_USER_TOPICS_GIVEN, `userTopics: at most ${MAX_USER_TOPICS} topics.`)
    .transform((slugs, context) => {
      const unknown = slugs.find((slug) => !isTopicSlug(slug));
      if (unknown !== undefined) {
        const known = TOPICS.map((topic) => topic.slug).join(', ');
        context.addIssue({
          code: 'custom',
          message: `userTopics: "${unknown}" is not a topic. Topics are ${known}.`,
        });
        return z.NEVER;
      }
      // Ordered: the first chosen topic's slate comes first on Home.
      return [...new Set(slugs)].slice(0, MAX_USER_TOPICS);
    })
    .nullish(),
  brazeSubscribed: z.boolean({ error: 'brazeSubscribed must be true or false.' }).nullish(),
  // Pocket's Home setup moment (docs/RECOMMENDATIONS.md "Signals, preferences and privacy"):
  // false until the user chose topics or skipped.
  setupStatus: z
    .union([z.literal(false), z.enum(SETUP_STATUSES)], {
      error: 'setupStatus must be false, "reselect", "complete" or "skipped".',
    })
    .nullish(),
  analyticsOptOut: z.boolean({ error: 'analyticsOptOut must be true or false.' }).nullish(),
});

export class SettingsService {
  constructor(private readonly db: Db) {}

  async get(actor: Actor): Promise<SettingsObject> {
    return readSettings(this.db, actor.userId);
  }

  /** Merges `data` into the stored settings and returns the result. */
  async put(actor: Actor, data: unknown): Promise<SettingsObject> {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw badInput('data must be an object of settings.', 'data');
    }
    const known = parseInput(KnownSettings, data);
    return this.db.transaction(async (tx) => {
      const current = await readSettings(tx, actor.userId, true);
      const next: SettingsObject = { ...current };
      for (const [key, given] of Object.entries(data as Record<string, unknown>)) {
        const value: unknown =
          key in KnownSettings.shape ? known[key as keyof typeof known] : given;
        if (value === null || value === undefined) delete next[key];
        else next[key] = value;
      }
      if (JSON.stringify(next).length > MAX_SETTINGS_BYTES) {
        throw badInput(`Settings are limited to ${MAX_SETTINGS_BYTES / 1024} KB.`, 'data');
      }
      await writeSettings(tx, actor.userId, next);
      return next;
    });
  }

  /**
   * A tag renamed (`to`) or deleted (null) follows in the user's pinned tags: the tags domain
   * calls this in the transaction that renames or deletes the tag. No actor: the caller has
   * checked the tag is the user's.
   */
  async renamePinnedTag(tx: Queryable, userId: number, from: string, to: string | null) {
    await updatePinnedTag(tx, userId, from, to);
  }
}
