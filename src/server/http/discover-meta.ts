/**
 * Link previews for Discover and the 15 topic pages (docs/RECOMMENDATIONS.md "Discover and topic
 * pages"): they are client routes, so the server answers index.html, but with the page's own
 * <title>, description, Open Graph and Twitter tags written into its head. A crawler runs no
 * script, so this is all it sees. An unknown topic slug is answered 404 with the same shell
 * (the client shows its not-found page), so a mistyped link is neither indexed nor previewed.
 */
import { isTopicSlug, TOPICS, type TopicSlug } from '../../common/topics.js';
import { LINEUP_IDS } from '../discovery/recommendations/slate-ids.js';
import type { Services } from '../services.js';
import { escapeHtml } from './public-pages/html.js';
import { clip } from './public-pages/layout.js';

/** The story a preview may name and show: the page's first recommendation. */
export interface TopStory {
  title: string;
  /** An absolute URL a crawler can load (the signed image cache), or null. */
  imageUrl: string | null;
}

/** Finds the first recommendation of Discover (topic null) or of a topic page. */
export type TopStoryFinder = (topic: TopicSlug | null) => Promise<TopStory | null>;

export type DiscoverRoute = { kind: 'discover' } | { kind: 'topic'; topic: TopicSlug };

/** Which Discover page a request path names: a route, 'unknown-topic', or null (not ours). */
export function discoverRouteOf(url: string): DiscoverRoute | 'unknown-topic' | null {
  const path = url.split(/[?#]/)[0] ?? '';
  const match = /^\/(?:discover|explore)(?:\/([^/]+))?\/?$/.exec(path);
  if (!match) return null;
  const slug = match[1];
  if (slug === undefined) return { kind: 'discover' };
  return isTopicSlug(slug) ? { kind: 'topic', topic: slug } : 'unknown-topic';
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page (og:url, canonical). */
  url: string;
  /** Absolute URL of the preview image. */
  image: string;
  /** A large image card when the image is a story's, the small one for the site's icon. */
  largeImage: boolean;
  noindex?: boolean;
}

const DESCRIPTION_MAX = 200;
/** The site's own image when no story has one (src/web/public/icons). */
export const SITE_IMAGE_PATH = '/icons/icon-512.png';

const topicName = (slug: TopicSlug) => TOPICS.find((topic) => topic.slug === slug)!.name;

/** The head of a Discover page, from its route and its first story when there is one. */
export function discoverHead(
  route: DiscoverRoute,
  story: TopStory | null,
  publicUrl: string,
): PageHead {
  const name = route.kind === 'topic' ? topicName(route.topic) : null;
  const path = route.kind === 'topic' ? `/discover/${route.topic}` : '/discover';
  const title = name ? `${name} stories to read · Satchel` : 'Discover stories to read · Satchel';
  const intro = name
    ? `The best ${name} stories from Satchel’s corpus, chosen by curators and readers.`
    : 'Stories worth your time from Satchel’s corpus: curators’ picks and the best of 15 topics.';
  const lead = story ? ` Top story: “${story.title}”.` : '';
  return {
    title,
    description: clip(`${intro}${lead}`, DESCRIPTION_MAX),
    url: `${publicUrl}${path}`,
    image: story?.imageUrl ?? `${publicUrl}${SITE_IMAGE_PATH}`,
    largeImage: Boolean(story?.imageUrl),
  };
}

/** The head of an unknown topic page: not indexed, named like the client's not-found page. */
export function notFoundHead(publicUrl: string): PageHead {
  return {
    title: 'Page not found · Satchel',
    description: 'The address may be mistyped, or the page may have moved.',
    url: `${publicUrl}/discover`,
    image: `${publicUrl}${SITE_IMAGE_PATH}`,
    largeImage: false,
    noindex: true,
  };
}

/** The tags of `head`, every value escaped. */
export function headTags(head: PageHead): string {
  const e = escapeHtml;
  const tags = [
    `<title>${e(head.title)}</title>`,
    `<meta name="description" content="${e(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    head.noindex ? '' : `<link rel="canonical" href="${e(head.url)}" />`,
    '<meta property="og:site_name" content="Satchel" />',
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${e(head.title)}" />`,
    `<meta property="og:description" content="${e(head.description)}" />`,
    `<meta property="og:url" content="${e(head.url)}" />`,
    `<meta property="og:image" content="${e(head.image)}" />`,
    `<meta name="twitter:card" content="${head.largeImage ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${e(head.title)}" />`,
    `<meta name="twitter:description" content="${e(head.description)}" />`,
    `<meta name="twitter:image" content="${e(head.image)}" />`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * index.html with its generic <title> and description replaced by `head`'s tags (the client
 * sets document.title again as it navigates). The replacement is a function so that `$` in a
 * title is never read as a pattern.
 */
export function withHead(indexHtml: string, head: PageHead): string {
  const tags = headTags(head);
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '');
  return stripped.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}

export interface ClientPage {
  status: number;
  html: string;
}

/**
 * The index.html a Discover route is answered with, or null for every other client route.
 * A failure to find the top story never fails the page: the preview then has no story.
 */
export function discoverPages(options: {
  publicUrl: string;
  topStory: TopStoryFinder;
  onError?: (error: unknown) => void;
}) {
  return async (url: string, indexHtml: string): Promise<ClientPage | null> => {
    const route = discoverRouteOf(url);
    if (route === null) return null;
    if (route === 'unknown-topic') {
      return { status: 404, html: withHead(indexHtml, notFoundHead(options.publicUrl)) };
    }
    const story = await options
      .topStory(route.kind === 'topic' ? route.topic : null)
      .catch((error: unknown) => {
        options.onError?.(error);
        return null;
      });
    return {
      status: 200,
      html: withHead(indexHtml, discoverHead(route, story, options.publicUrl)),
    };
  };
}

/**
 * The first recommendation a logged-out visitor sees on the page: Discover's English lineup, or
 * the topic page's (docs/RECOMMENDATIONS.md "Ranking and lineups"); stable within a day.
 */
async function firstRecommendation(services: Services, topic: TopicSlug | null) {
  const lineup = await services.recommendations.slateLineup(
    topic ?? LINEUP_IDS.exploreEn,
    undefined,
    { recommendationCount: 1, slateCount: 1 },
  );
  return lineup?.slates[0]?.recommendations[0]?.corpusItem ?? null;
}

/**
 * The top story changes at most daily (the ranking is seeded per day), and crawlers may ask
 * often: each page's story is kept a minute, so a burst of previews costs one ranking. "No story
 * yet" is not kept: the first stories of a new corpus show in previews at once (and finding
 * none in an empty topic is cheap).
 */
const TOP_STORY_TTL_MS = 60_000;

/** `find` with its stories (a promise per page; no story and errors not kept) reused for `ttlMs`. */
export function cachedFor(ttlMs: number, find: TopStoryFinder, now = Date.now): TopStoryFinder {
  const kept = new Map<TopicSlug | 'discover', { at: number; story: Promise<TopStory | null> }>();
  return (topic) => {
    const key = topic ?? 'discover';
    const hit = kept.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.story;
    const story = find(topic);
    kept.set(key, { at: now(), story });
    const forget = () => {
      if (kept.get(key)?.story === story) kept.delete(key);
    };
    story.then((found) => (found ? undefined : forget())).catch(forget);
    return story;
  };
}

/** The preview image of a story: a signed image-cache URL, since crawlers have no session. */
const PREVIEW_IMAGE = { width: 1200, height: 630, format: 'jpg', focal: true } as const;

/**
 * The Discover pages' renderer over the app's services. The top story is Discover's own ranking
 * without a viewer (what a logged-out visitor sees first).
 */
export function discoverPagesFor(
  services: Services,
  publicUrl: string,
  log: { warn: (object: unknown, message: string) => void },
) {
  const find: TopStoryFinder = async (topic) => {
    const view = await firstRecommendation(services, topic);
    if (!view) return null;
    const image = services.imageUrls.signedUrl(view.imageUrl, PREVIEW_IMAGE);
    return { title: view.title, imageUrl: image ? `${publicUrl}${image}` : null };
  };
  return discoverPages({
    publicUrl,
    topStory: cachedFor(TOP_STORY_TTL_MS, find),
    onError: (error) => log.warn({ err: error }, 'discover preview: no top story'),
  });
}
