/**
 * Client-side defence in depth for article HTML. The server already sanitises every article
 * (DOMPurify, allowlist) and the page's CSP forbids inline script; this second, small pass
 * walks the parsed tree with an allowlist so that a server bug alone cannot put script into
 * the reader. It only uses the DOM calls that browsers and linkedom share, so it is unit-tested
 * in Node (sanitize.test.ts) and runs in the browser on a DOMParser document (inert: nothing in
 * it loads or runs while we walk it).
 */

/** Elements removed together with everything inside them. */
const DROP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'object',
  'embed',
  'applet',
  'frame',
  'frameset',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'dialog',
  'portal',
]);

/** Elements kept (with their allowed attributes). Anything else is unwrapped: children kept. */
const KEEP = new Set([
  'a',
  'abbr',
  'article',
  'aside',
  'b',
  'bdi',
  'bdo',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'iframe',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'samp',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
  'var',
  'wbr',
]);

const GLOBAL_ATTRS = new Set(['id', 'title', 'lang', 'dir']);
const ELEMENT_ATTRS: Record<string, ReadonlySet<string>> = {
  a: new Set(['href']),
  img: new Set(['src', 'alt', 'width', 'height']),
  iframe: new Set(['src', 'width', 'height', 'title']),
  td: new Set(['colspan', 'rowspan', 'headers']),
  th: new Set(['colspan', 'rowspan', 'headers', 'scope', 'abbr']),
  col: new Set(['span']),
  colgroup: new Set(['span']),
  ol: new Set(['start', 'reversed', 'type']),
  li: new Set(['value']),
  time: new Set(['datetime']),
  blockquote: new Set(['cite']),
  q: new Set(['cite']),
  del: new Set(['cite', 'datetime']),
  ins: new Set(['cite', 'datetime']),
  details: new Set(['open']),
};
/** Attributes holding URLs, checked with `safeUrl`. */
const URL_ATTRS = new Set(['href', 'src', 'cite']);

/** Hosts whose players may be embedded (also allowed by the CSP's frame-src, except Dailymotion). */
export const EMBED_HOSTS: readonly string[] = [
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'www.dailymotion.com',
  'geo.dailymotion.com',
];

export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

/** Only ids that cannot shadow document or window properties (DOM clobbering). */
const SAFE_ID = /^[A-Za-z][\w-]*$/;
const CLOBBERABLE =
  /^(?:location|document|cookie|domain|body|head|forms|images|links|name|top|parent|self|window|opener|frames|length|origin|alert|fetch|__\w+)$/i;

function parse(url: string, base: string): URL | null {
  try {
    return new URL(url.trim(), base);
  } catch {
    return null;
  }
}

/**
 * A URL is kept when it resolves to http(s) (or mailto: for links, a same-document #fragment, or
 * an inline raster image for img src). javascript:, vbscript:, data: elsewhere, and junk are refused.
 */
export function safeUrl(value: string, attr: string, tag: string, base: string): string | null {
  const raw = value.trim();
  if (attr === 'href' && raw.startsWith('#')) return raw;
  if (tag === 'img' && attr === 'src' && /^data:image\/(?:png|jpe?g|gif|webp|avif);/i.test(raw)) {
    return raw;
  }
  const url = parse(raw, base);
  if (!url) return null;
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  if (url.protocol === 'mailto:' && attr === 'href') return url.href;
  return null;
}

/** True for an https player URL on an allowlisted host. */
export function isAllowedEmbed(src: string | null | undefined): boolean {
  if (!src) return false;
  const url = parse(src, 'https://invalid.invalid/');
  return url !== null && url.protocol === 'https:' && EMBED_HOSTS.includes(url.hostname);
}

function cleanAttributes(element: Element, tag: string, base: string): void {
  const allowed = ELEMENT_ATTRS[tag];
  for (const { name, value } of Array.from(element.attributes)) {
    const lower = name.toLowerCase();
    const keep = GLOBAL_ATTRS.has(lower) || (allowed?.has(lower) ?? false);
    if (!keep || lower.startsWith('on')) {
      element.removeAttribute(name);
    } else if (URL_ATTRS.has(lower)) {
      const url = safeUrl(value, lower, tag, base);
      if (url === null) element.removeAttribute(name);
      else if (url !== value) element.setAttribute(name, url);
    } else if (lower === 'id' && (!SAFE_ID.test(value) || CLOBBERABLE.test(value))) {
      element.removeAttribute(name);
    }
  }
}

function cleanElement(element: Element, base: string): void {
  const tag = element.localName.toLowerCase();
  if (DROP.has(tag) || (tag === 'iframe' && !isAllowedEmbed(element.getAttribute('src')))) {
    element.remove();
    return;
  }
  // Children first, so an unwrapped element hands over children that are already clean.
  sanitizeChildren(element, base);
  if (!KEEP.has(tag)) {
    element.replaceWith(...Array.from(element.childNodes));
    return;
  }
  cleanAttributes(element, tag, base);
  if (tag === 'a' && element.hasAttribute('href')) {
    const internal = element.getAttribute('href')?.startsWith('#') ?? false;
    if (!internal) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  } else if (tag === 'img') {
    element.setAttribute('loading', 'lazy');
    element.setAttribute('decoding', 'async');
  } else if (tag === 'iframe') {
    element.setAttribute('sandbox', EMBED_SANDBOX);
    element.setAttribute('allowfullscreen', '');
    element.setAttribute('loading', 'lazy');
    element.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  }
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

/** Cleans every descendant of `root` in place (`root` itself is left as it is). */
export function sanitizeChildren(root: ParentNode, base: string): void {
  for (const node of Array.from(root.childNodes)) {
    if (node.nodeType === ELEMENT_NODE) cleanElement(node as Element, base);
    else if (node.nodeType !== TEXT_NODE && node.nodeType !== CDATA_SECTION_NODE) node.remove();
  }
}

/** Parses, cleans and re-serialises article HTML in the browser. */
export function sanitizeArticleHtml(html: string, base = window.location.href): string {
  const document = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  sanitizeChildren(document.body, base);
  return document.body.innerHTML;
}
