/**
 * OPML subscription lists in and out (feedsmith reads and writes the XML). Reading keeps every
 * outline with a feed address and the innermost folder it sits in; outlines that cannot be
 * followed become problems with a reason, never a failed file. Only a file that is not OPML at
 * all is refused.
 */
import { generateOpml, parseOpml, type Opml } from 'feedsmith';
import { isTopicSlug } from '../../../common/topics.js';
import { badInput } from '../../core/errors.js';
import { opmlRefusal } from '../feeds/opml-limits.js';
import { parseOpmlText } from '../feeds/parse-feed-in-worker.js';
import { SUBSCRIPTION_LIMITS } from './subscription-limits.js';
import type { OpmlProblem } from './subscriptions.types.js';

/** An outline with a feed address, as the file gives it (the URL is checked later). */
export interface OpmlFeedOutline {
  title: string | null;
  url: string;
  folder: string | null;
  /** The outline's `category`, when it names one of the topics. */
  topic: string | null;
}

export interface ReadOpml {
  feeds: OpmlFeedOutline[];
  problems: OpmlProblem[];
}

type Outline = Opml.Outline<string>;

const clip = (value: string | undefined, max: number): string | null => {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, max) : null;
};

const topicOf = (category: string | undefined): string | null => {
  // OPML categories are comma-separated paths ("/technology,/news"): the first topic slug wins.
  for (const part of (category ?? '').split(',')) {
    const slug = part.trim().replace(/^\/+/, '').toLowerCase();
    if (isTopicSlug(slug)) return slug;
  }
  return null;
};

const NOT_OPML =
  'This file is not an OPML subscription list. Export your feeds as OPML from your feed reader and upload that file.';

/** Reads the outlines of an OPML file. @throws BAD_USER_INPUT when the text is not OPML. */
export function readOpml(text: string): ReadOpml {
  let document: Opml.Document<string>;
  try {
    document = parseOpml(text);
  } catch {
    throw badInput(NOT_OPML, 'file');
  }
  return readOpmlDocument(document);
}

/** readOpml for an upload: a large file is parsed in the feeds' worker thread, off the event loop. */
export async function readOpmlFile(text: string): Promise<ReadOpml> {
  let document: Opml.Document<string>;
  try {
    document = await parseOpmlText(text);
  } catch {
    throw badInput(NOT_OPML, 'file');
  }
  return readOpmlDocument(document);
}

/**
 * The feeds and problems of a parsed OPML document.
 * @throws BAD_USER_INPUT past the feeds' or the folders' limit (feeds/opml-limits.ts).
 */
function readOpmlDocument(document: Opml.Document<string>): ReadOpml {
  const refusal = opmlRefusal(document.body?.outlines ?? [], SUBSCRIPTION_LIMITS.maxOpmlFeeds);
  if (refusal) throw refusal;
  const feeds: OpmlFeedOutline[] = [];
  const problems: OpmlProblem[] = [];
  let seen = 0;
  const visit = (outlines: readonly Outline[], folder: string | null) => {
    for (const outline of outlines) {
      seen += 1;
      if (seen > SUBSCRIPTION_LIMITS.maxOpmlOutlines) return;
      const title = clip(outline.title ?? outline.text, SUBSCRIPTION_LIMITS.maxTitleLength);
      const children = outline.outlines ?? [];
      const url = outline.xmlUrl?.trim();
      if (url) {
        feeds.push({ title, url, folder, topic: topicOf(outline.category) });
      } else if (children.length === 0 && (outline.htmlUrl || outline.url || outline.type)) {
        // A link or a feed outline without its address; a bare leaf is an empty folder.
        problems.push({
          title,
          url: clip(outline.htmlUrl ?? outline.url, SUBSCRIPTION_LIMITS.maxUrlLength),
          folder,
          reason: 'This outline has no feed address (xmlUrl).',
        });
      }
      // An outline without a feed address is a folder: its name is the folder of what it holds.
      if (children.length > 0) {
        visit(
          children,
          url
            ? folder
            : (clip(outline.text ?? outline.title, SUBSCRIPTION_LIMITS.maxFolderLength) ?? folder),
        );
      }
    }
  };
  visit(document.body?.outlines ?? [], null);
  if (seen > SUBSCRIPTION_LIMITS.maxOpmlOutlines) {
    problems.push({
      title: null,
      url: null,
      folder: null,
      reason: `Only the first ${SUBSCRIPTION_LIMITS.maxOpmlOutlines.toLocaleString('en')} outlines of the file were read.`,
    });
  }
  return { feeds, problems };
}

/** A subscription as written to an OPML file. */
export interface OpmlFeedExport {
  title: string;
  url: string;
  siteUrl: string | null;
  folder: string | null;
  topic: string | null;
}

/** An OPML 2.0 document of the subscriptions: folders as outlines holding their feeds. */
export function writeOpml(feeds: readonly OpmlFeedExport[], now: Date): string {
  const top: Outline[] = [];
  const folders = new Map<string, Outline[]>();
  for (const feed of feeds) {
    const outline: Outline = {
      text: feed.title,
      title: feed.title,
      type: 'rss',
      xmlUrl: feed.url,
      ...(feed.siteUrl ? { htmlUrl: feed.siteUrl } : {}),
      ...(feed.topic ? { category: `/${feed.topic}` } : {}),
    };
    if (feed.folder === null) {
      top.push(outline);
      continue;
    }
    let folder = folders.get(feed.folder);
    if (!folder) {
      folder = [];
      folders.set(feed.folder, folder);
      top.push({ text: feed.folder, title: feed.folder, outlines: folder });
    }
    folder.push(outline);
  }
  const head = { title: 'Satchel subscriptions', dateCreated: now };
  // feedsmith refuses a body without outlines; no subscriptions is still a list, an empty one.
  if (top.length === 0) return emptyOpml(head.title, now);
  return generateOpml({ head, body: { outlines: top } });
}

/** OPML 2.0 with an empty body, laid out as feedsmith lays out the others (the title is ours). */
function emptyOpml(title: string, now: Date): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<opml version="2.0">',
    '  <head>',
    `    <title>${title}</title>`,
    `    <dateCreated>${now.toUTCString()}</dateCreated>`,
    '  </head>',
    '  <body/>',
    '</opml>',
    '',
  ].join('\n');
}
