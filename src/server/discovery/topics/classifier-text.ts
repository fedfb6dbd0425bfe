/**
 * The text the topic classifier reads for an item: title, excerpt and the start of the article's
 * words (the reader HTML's text, tags dropped by htmlparser2's streaming tokenizer, no DOM).
 */
import { Parser } from 'htmlparser2';

/** Characters of article text read: an article's start says what it is about. */
export const MAX_CLASSIFIER_CHARS = 6000;

/** The words of sanitised reader HTML, entities decoded, at most `maxChars` characters. */
export function htmlText(html: string, maxChars = MAX_CLASSIFIER_CHARS): string {
  let text = '';
  const parser = new Parser(
    {
      ontext(chunk) {
        if (text.length < maxChars) text += chunk;
      },
      // Block boundaries must not glue two words together.
      onclosetag() {
        if (text.length < maxChars) text += ' ';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html.slice(0, maxChars * 8));
  parser.end();
  return text.replace(/\s+/g, ' ').trim().slice(0, maxChars);
}

export function classifierText(parts: {
  title: string | null;
  excerpt: string | null;
  articleHtml: string | null;
}): string {
  return [parts.title, parts.excerpt, parts.articleHtml ? htmlText(parts.articleHtml) : null]
    .filter((part): part is string => !!part?.trim())
    .join('\n');
}
