/**
 * The allowlist of article HTML: which elements and attributes survive sanitising, and the marker
 * attribute that carries figure credits from prepare.ts to sanitize.ts.
 */

const MATHML_TAGS = ['math', 'mi', 'mn', 'mo', 'ms', 'mspace', 'mtext', 'mrow', 'mfrac', 'msqrt']
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

/** Attributes an element may keep: no class, id, style, event handlers or data-* attributes. */
export const ALLOWED_ATTR = [
  ...['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'headers'],
  ...['scope', 'cite', 'datetime', 'lang', 'dir', 'start', 'reversed', 'value', 'span', 'open'],
  ...['type', 'poster', 'controls', 'abbr', 'mathvariant', 'display', 'displaystyle', 'encoding'],
];

/** Attribute that carries a figure's credit text from prepare.ts to the sanitiser (then dropped). */
export const CREDIT_ATTR = 'data-satchel-credit';
