/**
 * Small HTML pages for the extraction tests: an article shell with enough prose for Readability
 * to take it as an article, around whatever body fragment a test needs.
 */

const SENTENCE =
  'The committee met on Tuesday to discuss the proposal in detail, and members spoke at length about how the changes would affect readers, writers and the small publishers who depend on them. ';

/** Prose of about `sentences` × 190 characters, in paragraphs. */
export function prose(sentences = 6): string {
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences; i += 2) paragraphs.push(`<p>${SENTENCE.repeat(2)}</p>`);
  return paragraphs.join('\n');
}

/** A whole page: `<head>` extras, and an `<article>` holding prose around `body`. */
export function articlePage(
  body: string,
  options: { head?: string; lang?: string; title?: string } = {},
): string {
  const lang = options.lang ? ` lang="${options.lang}"` : '';
  return `<!doctype html><html${lang}><head><meta charset="utf-8"><title>${options.title ?? 'A test article'}</title>${options.head ?? ''}</head>
<body><header><nav><a href="/">Home</a> <a href="/about">About</a></nav></header>
<article><h1>${options.title ?? 'A test article'}</h1>${prose(4)}${body}${prose(4)}</article>
<footer><p>© Example</p></footer></body></html>`;
}
