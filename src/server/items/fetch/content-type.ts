/**
 * Content types of fetched responses: the MIME essence of a Content-Type header, whether a type
 * is text we should decode, and a small sniff for responses that declare no type at all.
 */
import { MIMEType } from 'node:util';

/** The Content-Type header split into its lower-case essence and its charset parameter. */
export interface ParsedContentType {
  mime: string;
  charset: string | null;
}

/** Parses a Content-Type header; a missing or malformed header yields an empty mime. */
export function parseContentType(header: string | undefined): ParsedContentType {
  if (!header) return { mime: '', charset: null };
  try {
    const parsed = new MIMEType(header);
    return { mime: parsed.essence, charset: parsed.params.get('charset') ?? null };
  } catch {
    const mime = (header.split(';')[0] ?? '').trim().toLowerCase();
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(header)?.[1] ?? null;
    return { mime: /^[\w.+-]+\/[\w.+-]+$/.test(mime) ? mime : '', charset };
  }
}

/** Whether a body of this type is text: text/*, XML and JSON types, JavaScript. */
export function isTextualMime(mime: string): boolean {
  return (
    mime.startsWith('text/') ||
    /^application\/(?:xml|json|javascript|ecmascript|x-javascript)$/.test(mime) ||
    /\+(?:xml|json)$/.test(mime)
  );
}

/** Whether a type is HTML (the charset can then be declared in a `<meta>` tag). */
export function isHtmlMime(mime: string): boolean {
  return mime === 'text/html' || mime === 'application/xhtml+xml';
}

/** Whether a type is XML (the charset can then be declared in the `<?xml ?>` prolog). */
export function isXmlMime(mime: string): boolean {
  return mime === 'text/xml' || mime === 'application/xml' || mime.endsWith('+xml');
}

/** Control bytes that never appear in text (WHATWG MIME sniffing, "binary data byte"). */
function isBinaryByte(byte: number): boolean {
  return (
    byte <= 0x08 ||
    byte === 0x0b ||
    (byte >= 0x0e && byte <= 0x1a) ||
    (byte >= 0x1c && byte <= 0x1f)
  );
}

/**
 * A type for a response that declared none, from its first bytes (a small part of the WHATWG
 * MIME sniffing rules): HTML, XML, PDF, PNG, JPEG, GIF, WebP, other text, else
 * application/octet-stream.
 */
export function sniffMime(body: Uint8Array): string {
  const head = Buffer.from(body.subarray(0, 512)).toString('latin1');
  const trimmed = head.replace(/^(?:\uFEFF|\u00EF\u00BB\u00BF)?\s*/, '');
  if (
    /^<(?:!doctype html|html|head|body|script|iframe|h1|div|font|table|a|style|title|b|br|p|!--)[\s>]/i.test(
      trimmed,
    )
  ) {
    return 'text/html';
  }
  if (trimmed.startsWith('<?xml')) return 'text/xml';
  if (head.startsWith('%PDF-')) return 'application/pdf';
  if (head.startsWith('\x89PNG\r\n\x1a\n')) return 'image/png';
  if (head.startsWith('\xff\xd8\xff')) return 'image/jpeg';
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'image/gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'image/webp';
  // No binary control bytes: text (the WHATWG "text or binary" rule).
  const sample = body.subarray(0, 512);
  if (sample.length > 0 && !sample.some(isBinaryByte)) return 'text/plain';
  return 'application/octet-stream';
}
