/**
 * A tiny HTML template helper for the server-rendered public pages: every interpolated value is
 * escaped unless it is SafeHtml made by `html` itself, so user text (titles, notes, quotes) can
 * never become markup. There is no way to pass user HTML through; `trusted` is for our constants.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue =
  SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(render).join('');
  return escapeHtml(String(value));
}

/**
 * A template's literal parts with each line break and its indentation folded to one space (HTML
 * treats them alike; our templates hold no <pre>), computed once per template: pages get smaller
 * and cheaper to compress.
 */
const compacted = new WeakMap<TemplateStringsArray, string[]>();
function literals(strings: TemplateStringsArray): string[] {
  let parts = compacted.get(strings);
  if (!parts) {
    parts = strings.map((part) => part.replace(/\s*\n\s*/g, ' '));
    compacted.set(strings, parts);
  }
  return parts;
}

/** `html\`<p>${text}</p>\``: the literal parts are kept, every value is escaped. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  const parts = literals(strings);
  let out = parts[0] ?? '';
  for (let i = 0; i < values.length; i += 1) out += render(values[i]) + (parts[i + 1] ?? '');
  return new SafeHtml(out);
}

/** Our own markup constants (icons, inline CSS); never user input. */
export const trusted = (markup: string): SafeHtml => new SafeHtml(markup);

/** An href for a link out: http(s) URLs only, anything else (javascript:, data:) becomes "#". */
export function safeHref(url: string | null | undefined): string {
  if (!url) return '#';
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : '#';
  } catch {
    return '#';
  }
}
