/**
 * What users tell the recommender (docs/RECOMMENDATIONS.md "Signals, preferences and privacy"),
 * thin over recommendations/signals/recommendation-signals.service.ts: Pocket's topics and
 * recommendation preferences (docs/POCKET-COMPATIBILITY.md §1.10: `recommendationPreferenceTopics`,
 * `updateUserRecommendationPreferences`), and Satchel's Home setup, "not interested" and the
 * analytics switch. The topic list is public; everything else needs a signed-in user.
 */
import { TOPICS, type TopicSlug } from '../../common/topics.js';
import { requireActor } from './auth.js';
import { builder } from './builder.js';
import { User } from './user.js';

type TopicModel = (typeof TOPICS)[number];

const topicOf = (slug: TopicSlug): TopicModel => TOPICS.find((topic) => topic.slug === slug)!;

const PageType = builder.enumType('PageType', {
  description: "Pocket's kinds of topic page; Satchel's are all topic_page.",
  values: ['editorial_collection', 'topic_page'] as const,
});

export const Topic = builder.objectRef<TopicModel>('Topic').implement({
  description:
    'One of the 15 topics of the corpus (docs/CORPUS.md), with its page /discover/<slug>.',
  fields: (t) => ({
    id: t.id({
      nullable: false,
      description: "The topic's slate lineup id in Pocket's web client (getSlateLineup takes it).",
      resolve: (topic) => topic.lineupId,
    }),
    name: t.exposeString('name', { nullable: false }),
    displayName: t.exposeString('name', { nullable: false }),
    slug: t.exposeString('slug', { nullable: false }),
    isDisplayed: t.boolean({ nullable: false, resolve: () => true }),
    isPromoted: t.boolean({ nullable: false, resolve: () => false }),
    pageType: t.field({ type: PageType, nullable: false, resolve: () => 'topic_page' as const }),
    query: t.string({
      nullable: false,
      description: 'Words that find the topic in corpus search.',
      resolve: (topic) => topic.name.toLowerCase(),
    }),
    curatorLabel: t.exposeString('name', { nullable: false }),
    displayNote: t.string({ resolve: () => null }),
    socialTitle: t.string({ resolve: (topic) => `${topic.name} stories to read` }),
    socialDescription: t.string({
      resolve: (topic) =>
        `The best ${topic.name.toLowerCase()} articles of this Satchel instance, picked by its curators and readers.`,
    }),
    socialImage: t.string({ resolve: () => null }),
    customFeedId: t.exposeID('lineupId', { description: "The topic's lineup id, as `id`." }),
  }),
});

const TopicInput = builder.inputType('TopicInput', {
  fields: (t) => ({
    id: t.id({ required: true, description: 'A topic id (lineup GUID) or its slug.' }),
  }),
});

const UpdateUserRecommendationPreferencesInput = builder.inputType(
  'UpdateUserRecommendationPreferencesInput',
  {
    fields: (t) => ({
      preferredTopics: t.field({
        type: [TopicInput],
        required: true,
        description: 'The chosen topics in order; duplicates are dropped. An empty list clears.',
      }),
    }),
  },
);

const UserRecommendationPreferences = builder
  .objectRef<{ preferredTopics: TopicSlug[] }>('UserRecommendationPreferences')
  .implement({
    fields: (t) => ({
      preferredTopics: t.field({
        type: [Topic],
        description: "The user's topics, first chosen first (Home orders its topic slates so).",
        resolve: (preferences) => preferences.preferredTopics.map(topicOf),
      }),
    }),
  });

const HomeSetup = builder
  .objectRef<{ setupStatus: string | null; userTopics: TopicSlug[] }>('HomeSetup')
  .implement({
    description:
      "Home's topic setup moment (app settings setupStatus and userTopics, as v3 getAppSettings shows them).",
    fields: (t) => ({
      setupStatus: t.exposeString('setupStatus', {
        description: '"reselect", "complete" or "skipped"; null until the user chose or skipped.',
      }),
      userTopics: t.stringList({
        nullable: false,
        description: 'Topic slugs, first chosen first.',
        resolve: (setup) => setup.userTopics,
      }),
    }),
  });

builder.queryField('recommendationPreferenceTopics', (t) =>
  t.field({
    type: [Topic],
    nullable: false,
    description: 'The topics a user may choose (no sign-in needed).',
    resolve: () => [...TOPICS],
  }),
);

builder.objectFields(User, (t) => ({
  recommendationPreferences: t.field({
    type: UserRecommendationPreferences,
    nullable: false,
    resolve: async (_user, _args, context) => ({
      preferredTopics: await context.services.recommendationSignals.preferredTopics(
        requireActor(context),
      ),
    }),
  }),
  homeSetup: t.field({
    type: HomeSetup,
    nullable: false,
    resolve: (_user, _args, context) =>
      context.services.recommendationSignals.homeSetup(requireActor(context)),
  }),
  analyticsEnabled: t.boolean({
    nullable: false,
    description:
      'Whether impressions and opens of recommendations are recorded to improve them on this instance (never sent elsewhere).',
    resolve: (_user, _args, context) =>
      context.services.recommendationSignals.analyticsEnabled(requireActor(context)),
  }),
}));

builder.mutationField('updateUserRecommendationPreferences', (t) =>
  t.field({
    type: UserRecommendationPreferences,
    nullable: false,
    args: { input: t.arg({ type: UpdateUserRecommendationPreferencesInput, required: true }) },
    resolve: async (_root, { input }, context) => ({
      preferredTopics: await context.services.recommendationSignals.setPreferredTopics(
        requireActor(context),
        input.preferredTopics.map((topic) => String(topic.id)),
      ),
    }),
  }),
);

builder.mutationField('updateHomeSetup', (t) =>
  t.field({
    type: HomeSetup,
    nullable: false,
    description:
      'Sets the setup status ("reselect", "complete", "skipped"); null starts over, clearing the status and the chosen topics.',
    args: { setupStatus: t.arg.string() },
    resolve: (_root, { setupStatus }, context) =>
      context.services.recommendationSignals.updateHomeSetup(
        requireActor(context),
        setupStatus ?? null,
      ),
  }),
);

builder.mutationFields((t) => {
  /** "Not interested" on a corpus item (its id), or its undoing; both answer true. */
  const dismissal = (kind: 'dismiss' | 'undismiss', description: string) =>
    t.boolean({
      nullable: false,
      description,
      args: { corpusItemId: t.arg.id({ required: true }) },
      resolve: (_root, { corpusItemId }, context) =>
        context.services.recommendationSignals[kind](requireActor(context), String(corpusItemId)),
    });
  return {
    dismissRecommendation: dismissal(
      'dismiss',
      '"Not interested": the corpus item (its id) leaves every slate for the caller, remembered with the day.',
    ),
    undismissRecommendation: dismissal('undismiss', 'Undoes dismissRecommendation.'),
  };
});

builder.mutationField('setAnalyticsEnabled', (t) =>
  t.boolean({
    nullable: false,
    description:
      "Turns the caller's recommendation events on or off; off also deletes their events not yet aggregated and their own history. Answers the new value.",
    args: { enabled: t.arg.boolean({ required: true }) },
    resolve: (_root, { enabled }, context) =>
      context.services.recommendationSignals.setAnalyticsEnabled(requireActor(context), enabled),
  }),
);
