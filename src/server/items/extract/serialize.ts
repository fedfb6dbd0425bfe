/**
 * HTML serialisation of sanitised article content (the HTML spec's fragment serialisation, done
 * here rather than by the DOM library: linkedom leaves `&` unescaped in attribute values). Every
 * text and attribute value is escaped, so nothing in a value can open a tag or leave its
 * attribute; comments and other node kinds are never written. Iterative, so a deeply nested
 * article cannot overflow the stack.
 */

import { ATTRIBUTE_ORDER } from './allowlist.js';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

/** Elements that have no end tag (the HTML spec's void elements). */
const VOID_ELEMENTS = new Set(
  ['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source'].concat([
    'track',
    'wbr',
    'basefont',
    'bgsound',
    'frame',
    'keygen',
    'param',
  ]),
);

const TEXT_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '\u00a0': '&nbsp;',
  '"': '&quot;',
};
const escapeText = (text: string): string => text.replace(/[&<>\u00a0]/g, (c) => TEXT_ESCAPES[c]!);
/** `<` and `>` too, as browsers now do: a value can then never read as markup anywhere. */
const escapeAttribute = (value: string): string =>
  value.replace(/[&<>"\u00a0]/g, (c) => TEXT_ESCAPES[c]!);

const tagName = (element: Element): string => element.localName.toLowerCase();

const ATTRIBUTE_RANK = new Map(ATTRIBUTE_ORDER.map((name, index) => [name, index]));
const rank = (attr: Attr): number => ATTRIBUTE_RANK.get(attr.name) ?? ATTRIBUTE_ORDER.length;

function startTag(element: Element): string {
  let tag = `<${tagName(element)}`;
  const attributes = [...element.attributes];
  if (attributes.length > 1) attributes.sort((a, b) => rank(a) - rank(b));
  for (const attr of attributes) tag += ` ${attr.name}="${escapeAttribute(attr.value)}"`;
  return `${tag}>`;
}

/** The HTML of `root`'s children (its innerHTML), escaped as described in the module comment. */
export function serializeChildren(root: Element): string {
  const out: string[] = [];
  // Each entry is a node still to write, or an element whose end tag is due.
  const stack: Array<Node | { close: string }> = [];
  const pushChildren = (parent: Node) => {
    for (let child = parent.lastChild; child; child = child.previousSibling) stack.push(child);
  };
  pushChildren(root);
  while (stack.length) {
    const item = stack.pop()!;
    if ('close' in item) {
      out.push(item.close);
      continue;
    }
    if (item.nodeType === TEXT_NODE || item.nodeType === CDATA_SECTION_NODE) {
      out.push(escapeText((item as CharacterData).data));
    } else if (item.nodeType === ELEMENT_NODE) {
      const element = item as Element;
      out.push(startTag(element));
      const tag = tagName(element);
      if (VOID_ELEMENTS.has(tag)) continue;
      stack.push({ close: `</${tag}>` });
      pushChildren(element);
    }
  }
  return out.join('');
}
