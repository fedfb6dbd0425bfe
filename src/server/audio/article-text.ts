/**
 * The words a listener hears: the reader HTML of a parsed article turned into plain paragraphs
 * (htmlparser2, a streaming tokenizer: no DOM is built for a long article), title first. Code,
 * figures' images, scripts and tables are skipped; a heading or a list item is a paragraph of
 * its own. Very long articles are cut at MAX_LISTEN_WORDS with a spoken note saying so.
 */
import { Parser } from 'htmlparser2';

/** Longest text read aloud (about two and a half hours at 160 words a minute). */
export const MAX_LISTEN_WORDS = 20_000;

export const TRUNCATION_NOTE =
  'The rest of this article is not read aloud: it is longer than Satchel reads. Open it in the reader to continue.';

/** Elements that end one paragraph and start another. */
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'aside',
  'blockquote',
  'li',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'hr',
  'figcaption',
  'tr',
  'ul',
  'ol',
  'dl',
]);

/** Elements whose content is never spoken (code reads badly; tables have no reading order). */
const SILENT = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'pre',
  'code',
  'table',
  'svg',
  'math',
  'iframe',
  'object',
  'video',
  'audio',
  'button',
  'select',
  'textarea',
]);

/** Paragraphs of plain text in reading order, whitespace collapsed, empty ones dropped. */
export function articleParagraphs(html: string): string[] {
  const paragraphs: string[] = [];
  let current = '';
  let silentDepth = 0;
  const flush = () => {
    const text = current.replace(/\s+/g, ' ').trim();
    if (text) paragraphs.push(text);
    current = '';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (SILENT.has(name)) silentDepth += 1;
        else if (silentDepth === 0 && BLOCKS.has(name)) flush();
      },
      ontext(text) {
        if (silentDepth === 0) current += text;
      },
      onclosetag(name, isImplied) {
        if (SILENT.has(name)) {
          // A void or self-closed silent element still closes; never let the depth go negative.
          silentDepth = Math.max(0, silentDepth - 1);
          // An inline <code> inside a sentence leaves a gap rather than gluing words together.
          if (silentDepth === 0 && !isImplied) current += ' ';
        } else if (silentDepth === 0 && BLOCKS.has(name)) flush();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return paragraphs;
}

/** The text to speak and whether it was cut. */
export interface ListenText {
  text: string;
  words: number;
  truncated: boolean;
}

const WORD = /\S+/g;

/**
 * Title, then the article's paragraphs, each ending in a sentence break so the voice pauses;
 * cut after `maxWords` words (at a paragraph boundary when one is near) with TRUNCATION_NOTE.
 */
export function listenText(
  title: string | null,
  articleHtml: string,
  maxWords = MAX_LISTEN_WORDS,
): ListenText {
  const paragraphs = articleParagraphs(articleHtml);
  const cleanTitle = title?.replace(/\s+/g, ' ').trim();
  // The reader's HTML often repeats the title as its first heading.
  if (cleanTitle && paragraphs[0] !== cleanTitle) paragraphs.unshift(cleanTitle);
  const out: string[] = [];
  let words = 0;
  let truncated = false;
  for (const paragraph of paragraphs) {
    const count = paragraph.match(WORD)?.length ?? 0;
    if (words + count > maxWords) {
      const room = maxWords - words;
      if (room > 0) out.push(sentence(paragraph.match(WORD)!.slice(0, room).join(' ')));
      words += Math.max(room, 0);
      truncated = true;
      break;
    }
    out.push(sentence(paragraph));
    words += count;
  }
  if (truncated) out.push(TRUNCATION_NOTE);
  return { text: out.join('\n\n'), words, truncated };
}

/** Ends a paragraph with punctuation so a heading is not run into the next sentence. */
function sentence(text: string): string {
  return /[.!?…:;"”’)\]]$/.test(text) ? text : `${text}.`;
}
