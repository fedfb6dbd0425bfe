/**
 * How deeply a page's elements nest, read from its HTML in one linear pass before any DOM is
 * built. Extraction's cost grows much faster than the page at depth (a page of 800 nested
 * `<div>`s took 20 s to read, 2,000 over four minutes: the DOM's and Readability's walks up and
 * down the tree), so a page nested past MAX_NESTING_DEPTH is refused at once instead of holding
 * an extraction thread (docs/DECISIONS.md "Fairness between users").
 */

/**
 * The 65 fixture pages nest at most 32 deep as counted here (mathjax, yahoo-2); 128 nested
 * `<div>`s still read in about a second, 256 took 4 s.
 */
export const MAX_NESTING_DEPTH = 128;

export const TOO_DEEP = `This page nests its elements more than ${MAX_NESTING_DEPTH} levels deep, too deep to read. Open it on its site instead.`;

/** Elements that never hold others. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
  'keygen',
  'frame',
  'basefont',
  'bgsound',
  'image',
]);
/** Elements a parser closes by itself when a sibling starts: never counted, so never over-counted. */
const SELF_ENDING = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'option',
  'optgroup',
  'tr',
  'td',
  'th',
  'thead',
  'tbody',
  'tfoot',
  'colgroup',
  'caption',
  'rb',
  'rt',
  'rp',
  'rtc',
  'html',
  'head',
  'body',
]);
/** Elements whose content is text up to their end tag. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
]);

const TAG = /<(\/?)([a-zA-Z][^\s/>]*)[^>]*?(\/?)>|<!--/g;

/**
 * The deepest nesting of elements in `html`, as a parser would build it (close tags close every
 * element opened inside them), counting only elements that nest; stops counting past `stopAt`.
 */
export function nestingDepth(html: string, stopAt = Infinity): number {
  const stack: string[] = [];
  const open = new Map<string, number>();
  let deepest = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    if (match[0] === '<!--') {
      const end = html.indexOf('-->', TAG.lastIndex);
      if (end < 0) break;
      TAG.lastIndex = end + 3;
      continue;
    }
    const name = match[2]!.toLowerCase();
    if (match[1]) {
      if (!open.get(name)) continue; // a stray end tag closes nothing
      for (;;) {
        const closed = stack.pop()!;
        open.set(closed, open.get(closed)! - 1);
        if (closed === name) break;
      }
      continue;
    }
    if (RAW_TEXT.has(name)) {
      const endTag = new RegExp(`</${name}`, 'ig');
      endTag.lastIndex = TAG.lastIndex;
      if (!endTag.exec(html)) break;
      TAG.lastIndex = endTag.lastIndex - name.length - 2;
      continue;
    }
    if (VOID.has(name) || SELF_ENDING.has(name) || match[3]) continue;
    stack.push(name);
    open.set(name, (open.get(name) ?? 0) + 1);
    if (stack.length > deepest) {
      deepest = stack.length;
      if (deepest > stopAt) return deepest;
    }
  }
  return deepest;
}
