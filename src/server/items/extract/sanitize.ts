/**
 * The article HTML allowlist, applied in place to Readability's article element in the page's own
 * DOM (no second parse, no second DOM): elements outside the allowlist are unwrapped or, for
 * script-like and form-like ones, dropped with their content; comments go; attributes outside the
 * allowlist go, the rest are URL-checked as DOMPurify does; then every URL is made absolute and
 * safe, images go through `rewriteImage`, only YouTube/Vimeo/Dailymotion iframes stay (https,
 * sandboxed) and links open in a new tab. serialize.ts writes the result with every value escaped,
 * so what the tree holds is what a browser parsing the output gets (see docs/DECISIONS.md).
 */
import {
  ALLOWED_ATTR,
  ALLOWED_TAGS,
  CREDIT_ATTR,
  DATA_URI_TAGS,
  DROP_WITH_CONTENT,
  MATHML_TAGS,
  URI_SAFE_ATTR,
} from './allowlist.js';
import { classifyEmbed, isHttpUrl, isSafeDataImage, isSafeLink, resolveUrl } from './urls.js';

/** http(s), mailto and relative references; every other scheme is dropped (DOMPurify's rule). */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** Characters DOMPurify ignores when it checks a URL ("java\tscript:" is "javascript:"). */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const ATTR_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
/** Values that could end a comment or raw-text element if ever re-serialised unescaped (DOMPurify's SAFE_FOR_XML). */
const ATTR_VALUE_BREAKOUT =
  /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;

const KEEP_TAGS = new Set(ALLOWED_TAGS);
const MATHML = new Set(MATHML_TAGS);
const DROP_TAGS = new Set(DROP_WITH_CONTENT);
const KEEP_ATTRS = new Set(ALLOWED_ATTR);
const URI_SAFE = new Set(URI_SAFE_ATTR);
const DATA_URI = new Set(DATA_URI_TAGS);

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

/** What sanitising learnt about the kept media, keyed by the sanitised nodes. */
export interface SanitizeNotes {
  /** Absolute source URL of each kept `<img>` (before `rewriteImage`). */
  imageSources: WeakMap<Element, string>;
  /** Credit text of each `<figure>` (noted by prepare.ts from an element whose class names a credit). */
  figureCredits: WeakMap<Element, string>;
}

interface Context {
  baseUrl: string;
  rewriteImage: (absoluteUrl: string) => string;
  notes: SanitizeNotes;
}

function setOrRemove(element: Element, attr: string, value: string | null): void {
  if (value) element.setAttribute(attr, value);
  else element.removeAttribute(attr);
}

/** DOMPurify's attribute test for our config: allowlisted name, and a value that is not a hostile URL. */
function attributeKept(tag: string, name: string, value: string): boolean {
  if (!KEEP_ATTRS.has(name) || ATTR_VALUE_BREAKOUT.test(value) || value.includes('/>'))
    return false;
  if (URI_SAFE.has(name) || !value) return true;
  if (ALLOWED_URI_REGEXP.test(value.replace(ATTR_WHITESPACE, ''))) return true;
  return (name === 'src' || name === 'href') && value.startsWith('data:') && DATA_URI.has(tag);
}

function cleanAttributes(element: Element, tag: string): void {
  for (const attr of [...element.attributes]) {
    const name = attr.name.toLowerCase();
    const value = name === 'value' ? attr.value : attr.value.trim();
    if (!attributeKept(tag, name, value)) element.removeAttribute(attr.name);
    else if (name !== attr.name) {
      // linkedom keeps the page's case ("HREF"): lower-case it, or the URL rules would miss it.
      element.removeAttribute(attr.name);
      element.setAttribute(name, value);
    } else if (value !== attr.value) element.setAttribute(name, value);
  }
}

/** Final URL and safety rules for one kept element (after its attributes were filtered). */
function finishElement(element: Element, tag: string, context: Context): void {
  const { rewriteImage, notes } = context;
  const absolute = (value: string | null) => (value ? resolveUrl(value, context.baseUrl) : null);
  for (const attr of ['width', 'height']) {
    const value = element.getAttribute(attr);
    if (value !== null && !/^\d{1,5}%?$/.test(value.trim())) element.removeAttribute(attr);
  }
  if (element.hasAttribute('cite')) {
    const cite = absolute(element.getAttribute('cite'));
    setOrRemove(element, 'cite', cite && isHttpUrl(cite) ? cite : null);
  }
  switch (tag) {
    case 'a': {
      const href = absolute(element.getAttribute('href'));
      setOrRemove(element, 'href', href && isSafeLink(href) ? href : null);
      if (element.hasAttribute('href')) {
        element.setAttribute('target', '_blank');
        element.setAttribute('rel', 'noopener noreferrer');
      }
      break;
    }
    case 'img': {
      const raw = element.getAttribute('src')?.trim() ?? '';
      if (/^data:/i.test(raw)) {
        setOrRemove(element, 'src', isSafeDataImage(raw) ? raw : null);
        break;
      }
      const src = absolute(raw);
      if (src && isHttpUrl(src)) {
        notes.imageSources.set(element, src);
        element.setAttribute('src', rewriteImage(src));
        element.setAttribute('loading', 'lazy');
      } else element.removeAttribute('src');
      break;
    }
    case 'video':
    case 'source': {
      const src = absolute(element.getAttribute('src'));
      setOrRemove(element, 'src', src && isHttpUrl(src) ? src : null);
      const poster = absolute(element.getAttribute('poster'));
      setOrRemove(element, 'poster', poster && isHttpUrl(poster) ? rewriteImage(poster) : null);
      if (tag === 'video') {
        element.setAttribute('controls', '');
        element.setAttribute('preload', 'metadata');
      }
      break;
    }
    case 'iframe': {
      const src = absolute(element.getAttribute('src'));
      const embed = src ? classifyEmbed(src) : null;
      setOrRemove(element, 'src', embed?.src ?? null);
      if (embed) {
        element.setAttribute(
          'sandbox',
          'allow-scripts allow-same-origin allow-presentation allow-popups',
        );
        element.setAttribute('allow', 'fullscreen; picture-in-picture; encrypted-media');
        element.setAttribute('allowfullscreen', '');
        element.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
        element.setAttribute('loading', 'lazy');
      }
      break;
    }
    default:
      if (element.hasAttribute('src')) element.removeAttribute('src');
      if (element.hasAttribute('href')) element.removeAttribute('href');
  }
}

type Verdict = 'keep' | 'unwrap' | 'drop';

/** What happens to an element: MathML only inside `<math>` (elsewhere DOMPurify removes it whole). */
function verdictFor(tag: string, inMath: boolean): Verdict {
  if (DROP_TAGS.has(tag)) return 'drop';
  if (!KEEP_TAGS.has(tag)) return 'unwrap';
  return MATHML.has(tag) && tag !== 'math' && !inMath ? 'drop' : 'keep';
}

/** Applies the allowlist to one kept element; true when its children are to be walked. */
function keepElement(element: Element, tag: string, context: Context): boolean {
  if (tag === 'figure') {
    const credit = element.getAttribute(CREDIT_ATTR)?.replace(/\s+/g, ' ').trim();
    if (credit) context.notes.figureCredits.set(element, credit);
  }
  cleanAttributes(element, tag);
  finishElement(element, tag, context);
  if (tag !== 'iframe') return true;
  // An iframe's content is raw text to a browser: nothing of it is kept.
  while (element.firstChild) element.firstChild.remove();
  return false;
}

/** Walks `root`'s descendants (not `root` itself) with an explicit stack: deep articles cannot overflow it. */
function sanitizeTree(root: Element, context: Context): void {
  const stack: Array<{ parent: Element; inMath: boolean }> = [{ parent: root, inMath: false }];
  while (stack.length) {
    const { parent, inMath } = stack.pop()!;
    let node = parent.firstChild;
    while (node) {
      let next = node.nextSibling;
      if (node.nodeType === ELEMENT_NODE) {
        const element = node as Element;
        const tag = element.localName.toLowerCase();
        const verdict = verdictFor(tag, inMath);
        if (verdict === 'drop') element.remove();
        else if (verdict === 'unwrap') {
          // Its children take its place and are walked next, in this same parent.
          next = element.firstChild ?? next;
          while (element.firstChild) parent.insertBefore(element.firstChild, element);
          element.remove();
        } else if (keepElement(element, tag, context))
          stack.push({ parent: element, inMath: inMath || tag === 'math' });
      } else if (node.nodeType === CDATA_SECTION_NODE) {
        node.replaceWith(node.ownerDocument!.createTextNode((node as CharacterData).data));
      } else if (node.nodeType !== TEXT_NODE) node.remove();
      node = next;
    }
  }
}

/** Removes what the rules left empty: images and iframes without src, stray or empty video sources. */
function prune(root: Element): void {
  for (const element of [...root.querySelectorAll('img, iframe, source, video')]) {
    const tag = element.localName.toLowerCase();
    const parentTag = element.parentElement?.localName.toLowerCase();
    const broken =
      (tag !== 'video' && !element.getAttribute('src')) ||
      (tag === 'source' && parentTag !== 'video') ||
      (tag === 'video' && !element.getAttribute('src') && !element.querySelector('source[src]'));
    if (broken) element.remove();
  }
}

/**
 * Sanitises an article element in place (its children; `root` itself is the container the caller
 * serialises the inside of) and returns notes on the kept media. URLs resolve against `baseUrl`.
 */
export function sanitizeArticle(
  root: Element,
  baseUrl: string,
  rewriteImage: (absoluteUrl: string) => string,
): SanitizeNotes {
  const notes: SanitizeNotes = { imageSources: new WeakMap(), figureCredits: new WeakMap() };
  sanitizeTree(root, { baseUrl, rewriteImage, notes });
  prune(root);
  return notes;
}
