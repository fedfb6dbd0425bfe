/**
 * The 15 topics of the corpus (docs/PRODUCT.md §10.12, docs/CORPUS.md), in
 * one fixed order. Server (corpus, classifier) and web (topic pickers,
 * topic pages) read them from here; the database checks the same slugs (migration 0028).
 * `lineupId` is the topic's slate lineup id in Pocket's web client (docs/POCKET-COMPATIBILITY.md
 * §1.9), so that `getSlateLineup` answers Pocket's own ids; it is also the topic's id (`Topic.id`).
 */
export const TOPICS = [
  { slug: 'business', name: 'Business', lineupId: 'c18b41d8-8100-4037-aa64-416994e1d4cf' },
  { slug: 'career', name: 'Career', lineupId: 'ff23f296-6c5e-4f53-a46a-3feb5006f261' },
  { slug: 'education', name: 'Education', lineupId: '7bf5c80a-ffd1-436a-9dea-4f9badea463a' },
  {
    slug: 'entertainment',
    name: 'Entertainment',
    lineupId: 'cd1f803f-30bd-424b-9d75-6e8d3c8e8450',
  },
  { slug: 'food', name: 'Food', lineupId: 'c057d284-31e6-4ba0-ae09-3478f3d40ec7' },
  { slug: 'gaming', name: 'Gaming', lineupId: 'b966a787-d9f2-432a-bd30-741d1ac797d1' },
  { slug: 'health', name: 'Health & Fitness', lineupId: '1abc55f1-75b1-44cb-b5bd-65c4282b158d' },
  { slug: 'parenting', name: 'Parenting', lineupId: 'd273a8e2-ab17-43e8-809d-0abde4d617d7' },
  {
    slug: 'personal-finance',
    name: 'Personal Finance',
    lineupId: '62585952-3eb8-4380-be06-266eca903cbc',
  },
  { slug: 'politics', name: 'Politics', lineupId: '72c3878f-c48b-413c-aff8-90d7a0d79d32' },
  { slug: 'science', name: 'Science', lineupId: 'c2829dc4-6a86-4c87-aa3e-f75f67ae8230' },
  {
    slug: 'self-improvement',
    name: 'Self Improvement',
    lineupId: '63f24663-0e80-4c08-82aa-3fb0e06c4979',
  },
  { slug: 'sports', name: 'Sports', lineupId: '695e39f3-62e8-4430-8d12-e8b457ac7751' },
  { slug: 'technology', name: 'Technology', lineupId: 'dc010ef1-1f34-473a-a4b5-4cc155e18a4a' },
  { slug: 'travel', name: 'Travel', lineupId: 'f16f670d-14f7-425d-a310-0bb8c267dba2' },
] as const;

export type TopicSlug = (typeof TOPICS)[number]['slug'];

const SLUGS: ReadonlySet<string> = new Set(TOPICS.map((topic) => topic.slug));

export const isTopicSlug = (value: string): value is TopicSlug => SLUGS.has(value);

export const topicName = (slug: TopicSlug): string =>
  TOPICS.find((topic) => topic.slug === slug)?.name ?? slug;
