/**
 * Instance feeds from an OPML file (the admin upload and the starter set): each feed outline
 * with its topic, from its folder's name (a topic slug or name), its `category` attribute, or
 * the default the admin chose. Problems are listed per outline, never fatal; a file that is not
 * OPML at all, or holds more feeds than MAX_OPML_FEEDS, is refused (docs/CORPUS.md).
 */
import { parseOpml } from 'feedsmith';
import { isTopicSlug, TOPICS, type TopicSlug } from '../../../common/topics.js';
import { badInput } from '../../core/errors.js';
import { MAX_OPML_FEEDS, opmlRefusal } from '../feeds/opml-limits.js';
import { parseOpmlText } from '../feeds/parse-feed-in-worker.js';
import type { OpmlProblem } from './corpus.types.js';

export interface OpmlFeed {
  url: string;
  title: string | null;
  htmlUrl: string | null;
  folder: string | null;
  topic: TopicSlug;
  language: string | null;
}

interface Outline {
  text?: string;
  title?: string;
  xmlUrl?: string;
  htmlUrl?: string;
  category?: string;
  language?: string;
  outlines?: Outline[];
}

const NOT_OPML = 'That file is not OPML. Export your feeds as OPML and try again.';

const LANGUAGE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/** "fr", "pt-BR", "zh-Hant-TW": a BCP-47-like code, lower-cased language part; else null. */
export function languageCode(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.length > 35 || !LANGUAGE.test(trimmed)) return null;
  const [language, ...rest] = trimmed.split('-');
  return [language!.toLowerCase(), ...rest].join('-');
}

/** A topic named by a slug or a display name ("Health & Fitness"), in any case. */
export function topicFromWords(value: string | null | undefined): TopicSlug | null {
  const words = value?.trim().toLowerCase();
  if (!words) return null;
  if (isTopicSlug(words)) return words;
  const byName = TOPICS.find((topic) => topic.name.toLowerCase() === words);
  return byName?.slug ?? null;
}

/** OPML's category attribute: comma-separated, each a slash path ("/Tech/technology"). */
function topicFromCategory(category: string | undefined): TopicSlug | null {
  for (const entry of category?.split(',') ?? []) {
    for (const part of entry.split('/').reverse()) {
      const topic = topicFromWords(part);
      if (topic) return topic;
    }
  }
  return null;
}

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** The feeds of an OPML text (the starter set's, small: read on the event loop). */
export function parseCorpusOpml(
  xml: string,
  defaultTopic: TopicSlug | null,
): { feeds: OpmlFeed[]; problems: OpmlProblem[] } {
  let outlines: Outline[];
  try {
    const document = parseOpml(xml) as { body?: { outlines?: Outline[] } };
    outlines = document.body?.outlines ?? [];
  } catch {
    throw badInput(NOT_OPML, 'file');
  }
  return corpusFeedsOf(outlines, defaultTopic);
}

/** parseCorpusOpml for an upload: a large file is parsed in the feeds' worker thread. */
export async function readCorpusOpmlFile(
  xml: string,
  defaultTopic: TopicSlug | null,
): Promise<{ feeds: OpmlFeed[]; problems: OpmlProblem[] }> {
  let outlines: Outline[];
  try {
    const document = (await parseOpmlText(xml)) as { body?: { outlines?: Outline[] } };
    outlines = document.body?.outlines ?? [];
  } catch {
    throw badInput(NOT_OPML, 'file');
  }
  return corpusFeedsOf(outlines, defaultTopic);
}

/**
 * Each feed outline with its topic, or a problem.
 * @throws BAD_USER_INPUT past the feeds' or the folders' limit (feeds/opml-limits.ts).
 */
function corpusFeedsOf(
  outlines: Outline[],
  defaultTopic: TopicSlug | null,
): { feeds: OpmlFeed[]; problems: OpmlProblem[] } {
  const refusal = opmlRefusal(outlines, MAX_OPML_FEEDS);
  if (refusal) throw refusal;
  const feeds: OpmlFeed[] = [];
  const problems: OpmlProblem[] = [];
  const seen = new Set<string>();

  const visit = (outline: Outline, folder: string | null, folderTopic: TopicSlug | null) => {
    const name = outline.title?.trim() || outline.text?.trim() || null;
    if (!outline.xmlUrl) {
      // A folder: its name may be a topic; an unnamed or non-topic folder keeps its parent's.
      const topic = topicFromWords(outline.text) ?? topicFromWords(outline.title) ?? folderTopic;
      for (const child of outline.outlines ?? []) visit(child, name ?? folder, topic);
      return;
    }
    const url = outline.xmlUrl.trim();
    const problem = (reason: string) => problems.push({ title: name, url, folder, reason });
    if (!isHttpUrl(url)) return problem('The feed address is not an http(s) URL.');
    if (seen.has(url)) return problem('This feed is in the file twice.');
    seen.add(url);
    const topic = folderTopic ?? topicFromCategory(outline.category) ?? defaultTopic;
    if (!topic) {
      return problem(
        'No topic: put the feed in a folder named after a topic, give it a category, or choose a topic for the file.',
      );
    }
    feeds.push({
      url,
      title: name,
      htmlUrl: outline.htmlUrl?.trim() || null,
      folder,
      topic,
      language: languageCode(outline.language),
    });
  };
  for (const outline of outlines) visit(outline, null, null);
  return { feeds, problems };
}
