/**
 * Prepares Readability's output, in the page's own DOM, for the sanitiser: lazy images get a real
 * src, figure credits are noted, and attributes and elements the allowlist would drop anyway are
 * removed here in one pass over the article. Not a security
 * boundary: sanitize.ts is.
 */
import { ALLOWED_ATTR, CREDIT_ATTR } from './allowlist.js';
import { isPlaceholderSrc, pickFromSrcset } from './urls.js';

const KEEP_ATTRS = new Set(ALLOWED_ATTR);
const DROP_ELEMENTS =
  'script, style, noscript, template, form, input, button, select, textarea, object, embed, svg, canvas, link, meta';
const LAZY_SRC_ATTRS = [
  'data-src',
  'data-original',
  'data-lazy-src',
  'data-url',
  'data-hi-res-src',
];
const LAZY_SRCSET_ATTRS = ['data-srcset', 'srcset', 'data-lazy-srcset'];
const CREDIT_CLASS = /(^|[\s_-])(credits?|copyright|attribution|photographer|source)([\s_-]|$)/i;

/** Lazy-loaded images: a real src from data-src, data-original, data-srcset or srcset. */
function fixLazyImage(img: Element): void {
  if (!isPlaceholderSrc(img.getAttribute('src'))) return;
  for (const attr of LAZY_SRC_ATTRS) {
    const value = img.getAttribute(attr)?.trim();
    if (value && !isPlaceholderSrc(value)) return img.setAttribute('src', value);
  }
  for (const attr of LAZY_SRCSET_ATTRS) {
    const picked = pickFromSrcset(img.getAttribute(attr) ?? '');
    if (picked && !isPlaceholderSrc(picked)) return img.setAttribute('src', picked);
  }
}

/** Prepares the article element in place (see the module comment). */
export function prepareArticle(root: Element): void {
  for (const element of [...root.querySelectorAll(DROP_ELEMENTS)]) element.remove();
  for (const element of root.querySelectorAll('*')) {
    const tag = element.nodeName.toLowerCase();
    if (tag === 'img') fixLazyImage(element);
    else if (
      (tag === 'iframe' || tag === 'video' || tag === 'source') &&
      !element.getAttribute('src')
    ) {
      const lazy = element.getAttribute('data-src');
      if (lazy) element.setAttribute('src', lazy);
    }
    const className = element.getAttribute('class');
    if (className && CREDIT_CLASS.test(className)) {
      const figure = element.closest('figure');
      const credit = element.textContent?.replace(/\s+/g, ' ').trim();
      if (figure && credit && !figure.hasAttribute(CREDIT_ATTR))
        figure.setAttribute(CREDIT_ATTR, credit);
    }
    const names: string[] = [];
    for (const attr of element.attributes) names.push(attr.name);
    for (const name of names) {
      if (!KEEP_ATTRS.has(name.toLowerCase()) && name !== CREDIT_ATTR)
        element.removeAttribute(name);
    }
  }
}
