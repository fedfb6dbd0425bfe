/**
 * The article HTML allowlist: DOMPurify (in the shared jsdom window) plus hooks that make every URL
 * absolute and safe, route images through `rewriteImage`, keep only
 * YouTube/Vimeo/Dailymotion iframes (https, sandboxed) and open links in a new tab.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { getSanitizerWindow } from './dom.js';
import { ALLOWED_ATTR, ALLOWED_TAGS, CREDIT_ATTR } from './allowlist.js';
import { classifyEmbed, isHttpUrl, isSafeDataImage, isSafeLink, resolveUrl } from './urls.js';

/** http(s), mailto and relative references; every other scheme is dropped. */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config & { RETURN_DOM: true } = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_DOM: true,
};

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

let purifier: DOMPurify | undefined;
let context: Context | undefined;

function absolute(value: string | null): string | null {
  return value && context ? resolveUrl(value, context.baseUrl) : null;
}

function setOrRemove(element: Element, attr: string, value: string | null): void {
  if (value) element.setAttribute(attr, value);
  else element.removeAttribute(attr);
}

/** Final URL and safety rules for one kept element (runs after DOMPurify filtered its attributes). */
function finishElement(element: Element): void {
  const { rewriteImage, notes } = context!;
  const tag = element.nodeName.toLowerCase();
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

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(getSanitizerWindow());
  if (!instance.isSupported) throw new Error('DOMPurify is not supported by the sanitiser DOM');
  instance.addHook('uponSanitizeElement', (node) => {
    if (!context || node.nodeName.toLowerCase() !== 'figure') return;
    const credit = (node as Element).getAttribute(CREDIT_ATTR)?.replace(/\s+/g, ' ').trim();
    if (credit) context.notes.figureCredits.set(node as Element, credit);
  });
  instance.addHook('afterSanitizeAttributes', (element) => {
    if (context && element.nodeType === 1) finishElement(element);
  });
  purifier = instance;
  return instance;
}

/** Removes what the rules left empty: images and iframes without src, stray or empty video sources. */
function prune(root: Element): void {
  for (const element of [...root.querySelectorAll('img, iframe, source, video')]) {
    const tag = element.nodeName.toLowerCase();
    const parentTag = element.parentElement?.nodeName.toLowerCase();
    const broken =
      (tag !== 'video' && !element.getAttribute('src')) ||
      (tag === 'source' && parentTag !== 'video') ||
      (tag === 'video' && !element.getAttribute('src') && !element.querySelector('source[src]'));
    if (broken) element.remove();
  }
}

/**
 * Sanitises article HTML. Returns the sanitised `<body>` (in the sanitiser's jsdom document; read
 * it synchronously, before the next call) and notes on the kept media.
 */
export function sanitizeArticleHtml(
  html: string,
  baseUrl: string,
  rewriteImage: (absoluteUrl: string) => string,
): { body: HTMLElement; notes: SanitizeNotes } {
  const instance = getPurifier();
  const notes: SanitizeNotes = { imageSources: new WeakMap(), figureCredits: new WeakMap() };
  context = { baseUrl, rewriteImage, notes };
  try {
    const body = instance.sanitize(html, CONFIG) as HTMLElement;
    prune(body);
    return { body, notes };
  } finally {
    context = undefined;
  }
}
