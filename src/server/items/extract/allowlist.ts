/**
 * The allowlist of article HTML: which elements and attributes survive sanitising, and the marker
 * attribute that carries figure credits from prepare.ts to sanitize.ts.
 */

/** MathML elements an article may keep, inside a `<math>` element only. */
export const MATHML_TAGS = [
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mspace',
  'mtext',
  'mrow',
  'mfrac',
  'msqrt',
]
  .concat(['mroot', 'msub', 'msup', 'msubsup', 'munder', 'mover', 'munderover', 'mtable', 'mtr'])
  .concat(['mtd', 'mstyle', 'mpadded', 'mphantom', 'menclose', 'semantics', 'annotation']);

/** Elements an article may keep; everything else is removed (its text kept, except in script, style, svg…). */
export const ALLOWED_TAGS = [
  ...['a', 'abbr', 'address', 'article', 'aside', 'b', 'bdi', 'bdo', 'blockquote', 'br'],
  ...['caption', 'cite', 'code', 'col', 'colgroup', 'dd', 'del', 'details', 'dfn', 'div', 'dl'],
  ...['dt', 'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i'],
  ...['iframe', 'img', 'ins', 'kbd', 'li', 'mark', 'ol', 'p', 'pre', 'q', 'rp', 'rt', 'ruby'],
  ...['s', 'samp', 'section', 'small', 'source', 'span', 'strong', 'sub', 'summary', 'sup'],
  ...['table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'u', 'ul', 'var', 'video'],
  ...['wbr', ...MATHML_TAGS],
];

/**
 * Elements removed together with everything inside them when met (any other element outside the
 * allowlist is unwrapped: its children stay). DOMPurify's FORBID_CONTENTS that are not allowed
 * here, plus form controls, embedded objects and page machinery: their text is not article text.
 */
export const DROP_WITH_CONTENT = [
  ...['annotation-xml', 'audio', 'desc', 'foreignobject', 'head', 'noembed', 'noframes'],
  ...['noscript', 'plaintext', 'script', 'selectedcontent', 'style', 'svg', 'template', 'title'],
  ...['xmp', 'form', 'input', 'button', 'select', 'option', 'optgroup', 'datalist', 'textarea'],
  ...['object', 'embed', 'applet', 'param', 'canvas', 'link', 'meta', 'base', 'frame'],
  ...['frameset', 'portal', 'track'],
];

/** Attributes an element may keep: no class, id, style, event handlers or data-* attributes. */
export const ALLOWED_ATTR = [
  ...['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'headers'],
  ...['scope', 'cite', 'datetime', 'lang', 'dir', 'start', 'reversed', 'value', 'span', 'open'],
  ...['type', 'poster', 'controls', 'abbr', 'mathvariant', 'display', 'displaystyle', 'encoding'],
];

/**
 * The order attributes are written in: allowlisted ones, then those the sanitiser adds. Fixed, so
 * the output is the same whichever DOM parsed the page (linkedom lists added attributes first).
 */
export const ATTRIBUTE_ORDER = [
  ...ALLOWED_ATTR,
  ...['target', 'rel', 'loading', 'preload', 'sandbox', 'allow', 'allowfullscreen'],
  'referrerpolicy',
];

/** Attributes whose values are not URLs (DOMPurify's URI_SAFE_ATTRIBUTES among ours): never URL-checked. */
export const URI_SAFE_ATTR = ['alt', 'title', 'value'];

/** Elements whose `src` may be a `data:` URL before the per-element rules (DOMPurify's DATA_URI_TAGS). */
export const DATA_URI_TAGS = ['img', 'video', 'source', 'audio', 'track'];

/** Attribute that carries a figure's credit text from prepare.ts to the sanitiser (then dropped). */
export const CREDIT_ATTR = 'data-satchel-credit';
