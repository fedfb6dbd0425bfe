/**
 * The 15 topics of the corpus (docs/PRODUCT.md, spec §2 "Topic pages exist for these slugs"), in
 * the order the specification lists them. Server (corpus, classifier) and web (topic pickers,
 * topic pages) read them from here; the database checks the same slugs (migration 0028).
 */
export const TOPICS = [
  { slug: 'business', name: 'Business' },
  { slug: 'career', name: 'Career' },
  { slug: 'education', name: 'Education' },
  { slug: 'entertainment', name: 'Entertainment' },
  { slug: 'food', name: 'Food' },
  { slug: 'gaming', name: 'Gaming' },
  { slug: 'health', name: 'Health & Fitness' },
  { slug: 'parenting', name: 'Parenting' },
  { slug: 'personal-finance', name: 'Personal Finance' },
  { slug: 'politics', name: 'Politics' },
  { slug: 'science', name: 'Science' },
  { slug: 'self-improvement', name: 'Self Improvement' },
  { slug: 'sports', name: 'Sports' },
  { slug: 'technology', name: 'Technology' },
  { slug: 'travel', name: 'Travel' },
] as const;

export type TopicSlug = (typeof TOPICS)[number]['slug'];

const SLUGS: ReadonlySet<string> = new Set(TOPICS.map((topic) => topic.slug));

export const isTopicSlug = (value: string): value is TopicSlug => SLUGS.has(value);

export const topicName = (slug: TopicSlug): string =>
  TOPICS.find((topic) => topic.slug === slug)?.name ?? slug;
