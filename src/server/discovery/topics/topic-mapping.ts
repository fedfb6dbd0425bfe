/**
 * The reviewable table from what a page says about itself (its sections, a feed's categories, URL
 * path segments such as /sports/, its keywords) to the 15 topics of src/common/topics.ts, in
 * English and German, and the rule that reads it (docs/CORPUS.md "Topics"). Matching is by whole
 * term, without regard to case: "Sport" and "/sport/" match sports, "Sportwagen" does not.
 * Conflicting matches give no topic: the metadata step never guesses.
 */
import type { TopicSlug } from '../../../common/topics.js';

/**
 * Terms per topic. A term names the topic on its own; ambiguous words ("news", "panorama",
 * "lifestyle", "inland", "kinder") are left out on purpose. A term in two lists would make every
 * page carrying it a conflict, so each term has one topic (a test holds that).
 */
export const TOPIC_TERMS: Readonly<Record<TopicSlug, readonly string[]>> = {
  business: [
    'business',
    'economy',
    'economics',
    'companies',
    'industry',
    'markets',
    'startups',
    'finance',
    'wirtschaft',
    'unternehmen',
    'konjunktur',
    'börse',
    'boerse',
    'handel',
    'mittelstand',
  ],
  career: [
    'career',
    'careers',
    'jobs',
    'worklife',
    'workplace',
    'karriere',
    'beruf',
    'job & karriere',
    'beruf & karriere',
    'arbeitswelt',
    'bewerbung',
  ],
  education: [
    'education',
    'schools',
    'school',
    'universities',
    'higher education',
    'teaching',
    'bildung',
    'schule',
    'hochschule',
    'studium',
    'uni',
    'lernen',
  ],
  entertainment: [
    'entertainment',
    'culture',
    'arts',
    'arts & culture',
    'film',
    'films',
    'movies',
    'music',
    'tv',
    'television',
    'celebrity',
    'celebrities',
    'books',
    'theatre',
    'theater',
    'kultur',
    'kino',
    'musik',
    'fernsehen',
    'unterhaltung',
    'promis',
    'bücher',
    'literatur',
  ],
  food: [
    'food',
    'food & drink',
    'recipes',
    'cooking',
    'restaurants',
    'drinks',
    'wine',
    'essen',
    'essen & trinken',
    'rezepte',
    'kochen',
    'genuss',
    'kulinarik',
    'wein',
  ],
  gaming: [
    'gaming',
    'games',
    'video games',
    'videogames',
    'esports',
    'e-sports',
    'spiele',
    'videospiele',
    'games & spiele',
  ],
  health: [
    'health',
    'fitness',
    'health & fitness',
    'wellness',
    'wellbeing',
    'medicine',
    'mental health',
    'nutrition',
    'gesundheit',
    'medizin',
    'ernährung',
  ],
  parenting: [
    'parenting',
    'parents',
    'family',
    'pregnancy',
    'baby',
    'eltern',
    'familie',
    'erziehung',
    'schwangerschaft',
    'eltern & kind',
  ],
  'personal-finance': [
    'personal finance',
    'money',
    'your money',
    'saving',
    'savings',
    'investing',
    'retirement',
    'mortgages',
    'finanzen',
    'geld',
    'geldanlage',
    'altersvorsorge',
    'sparen',
    'mein geld',
  ],
  politics: [
    'politics',
    'election',
    'elections',
    'government',
    'politik',
    'wahl',
    'wahlen',
    'regierung',
    'bundestag',
    'congress',
  ],
  science: [
    'science',
    'research',
    'space',
    'environment',
    'climate',
    'wissenschaft',
    'forschung',
    'raumfahrt',
    'weltraum',
    'umwelt',
    'klima',
  ],
  'self-improvement': [
    'self-improvement',
    'self improvement',
    'personal development',
    'productivity',
    'motivation',
    'mindfulness',
    'habits',
    'persönlichkeitsentwicklung',
    'produktivität',
    'achtsamkeit',
    'selbstoptimierung',
  ],
  sports: [
    'sport',
    'sports',
    'football',
    'soccer',
    'basketball',
    'tennis',
    'golf',
    'cricket',
    'rugby',
    'baseball',
    'hockey',
    'olympics',
    'motorsport',
    'formula 1',
    'nfl',
    'nba',
    'mlb',
    'nhl',
    'fußball',
    'fussball',
    'bundesliga',
    'handball',
    'olympia',
    'wintersport',
    'formel 1',
    'radsport',
  ],
  technology: [
    'technology',
    'tech',
    'digital',
    'internet',
    'computers',
    'computing',
    'gadgets',
    'software',
    'hardware',
    'artificial intelligence',
    'ai',
    'security',
    'programming',
    'open source',
    'technologie',
    'technik',
    'netzwelt',
    'digitales',
    'künstliche intelligenz',
    'ki',
    'it-sicherheit',
  ],
  travel: ['travel', 'tourism', 'destinations', 'trips', 'reise', 'reisen', 'urlaub', 'tourismus'],
};

/** Where a term came from, in the order the rule consults them. */
export type MetadataField = 'section' | 'category' | 'url' | 'keyword';

export interface SubjectMetadata {
  sections: string[];
  keywords: string[];
  /** A feed entry's categories. */
  categories: string[];
  url: string;
}

export interface MetadataMatch {
  field: MetadataField;
  term: string;
  topic: TopicSlug;
}

export interface MetadataTopic {
  /** The one topic the first field with matches names; null when none matched or they conflict. */
  topic: TopicSlug | null;
  /** The matches of the field that decided (all of them when they conflict). */
  matches: MetadataMatch[];
  conflict: boolean;
}

const normalize = (term: string): string =>
  term
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '');

const TERM_TOPIC: ReadonlyMap<string, TopicSlug> = new Map(
  (Object.entries(TOPIC_TERMS) as [TopicSlug, readonly string[]][]).flatMap(([topic, terms]) =>
    terms.map((term) => [normalize(term), topic] as const),
  ),
);

/** Separators inside one section or category name: "Health & Fitness", "News/Politik", "Sport > Fußball". */
const PARTS = /\s*(?:[&+/|>»›·,;]|\band\b|\bund\b)\s*/u;

/**
 * The topics one term names: itself as a whole ("Essen & Trinken"), else its parts ("Health &
 * Fitness" → health; "Science & Tech" → science and technology, which conflict).
 */
export function topicsOfTerm(term: string): TopicSlug[] {
  const whole = TERM_TOPIC.get(normalize(term));
  if (whole) return [whole];
  const topics = new Set<TopicSlug>();
  for (const part of term.split(PARTS)) {
    const topic = TERM_TOPIC.get(normalize(part));
    if (topic) topics.add(topic);
  }
  return [...topics];
}

/**
 * The URL's path segments ("/2024/05/sport/story" → 2024, 05, sport, story) and the first label
 * of a host with a subdomain ("sport.example.de" → sport; "www" and "m" do not count).
 */
export function urlTerms(url: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [];
  }
  const terms: string[] = [];
  const labels = parsed.hostname.split('.');
  if (labels.length >= 3 && !['www', 'm', 'amp', 'mobile'].includes(labels[0]!)) {
    terms.push(labels[0]!);
  }
  for (const segment of parsed.pathname.split('/')) {
    if (!segment) continue;
    try {
      terms.push(decodeURIComponent(segment));
    } catch {
      terms.push(segment);
    }
  }
  return terms;
}

/**
 * The topic a page's own metadata names. Fields are read in order of trust: sections, then the
 * feed's categories, then URL path segments, then keywords. The first field with any match
 * decides: one topic is the answer, two or more are a conflict and the answer is no topic.
 */
export function topicFromMetadata(metadata: SubjectMetadata): MetadataTopic {
  const fields: [MetadataField, string[]][] = [
    ['section', metadata.sections],
    ['category', metadata.categories],
    ['url', urlTerms(metadata.url)],
    ['keyword', metadata.keywords],
  ];
  for (const [field, terms] of fields) {
    const matches: MetadataMatch[] = terms.flatMap((term) =>
      topicsOfTerm(term).map((topic) => ({ field, term, topic })),
    );
    if (matches.length === 0) continue;
    const topics = new Set(matches.map((match) => match.topic));
    if (topics.size > 1) return { topic: null, matches, conflict: true };
    return { topic: matches[0]!.topic, matches, conflict: false };
  }
  return { topic: null, matches: [], conflict: false };
}
