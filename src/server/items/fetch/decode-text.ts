/**
 * Decodes the text of a fetched response with the right charset: byte-order mark, then the
 * Content-Type charset, then (HTML) a `<meta>` declaration or (XML) the prolog in the first 4 KB,
 * then UTF-8, or windows-1252 when the bytes are not valid UTF-8 and nothing was declared.
 */
import { isHtmlMime, isXmlMime } from './content-type.js';

/** Text decoded from bytes, with the canonical name of the encoding used (e.g. 'windows-1251'). */
export interface DecodedText {
  text: string;
  charset: string;
}

/** Where the charset came from; useful in logs and tests. */
export type CharsetSource = 'bom' | 'header' | 'meta' | 'default';

const SNIFF_BYTES = 4096;

/** The canonical WHATWG name for a charset label, or null when TextDecoder does not know it. */
export function canonicalCharset(label: string): string | null {
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return null;
  }
}

function bomCharset(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

/** The charset an HTML `<meta charset>` or `<meta http-equiv content="…charset=…">` declares. */
export function sniffMetaCharset(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, SNIFF_BYTES))
    .toString('latin1')
    .replace(/<!--[\s\S]*?-->/g, '');
  const label = /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([^\s"'/>;]+)/i.exec(head)?.[1];
  const charset = label ? canonicalCharset(label) : null;
  // HTML: a page whose bytes were readable as ASCII cannot really be UTF-16 (it means UTF-8).
  if (charset === 'utf-16le' || charset === 'utf-16be') return 'utf-8';
  return charset === 'x-user-defined' ? 'windows-1252' : charset;
}

/** The charset an XML prolog (`<?xml version="1.0" encoding="…"?>`) declares. */
export function sniffXmlCharset(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 256)).toString('latin1');
  const label = /^<\?xml\s[^>]*?\bencoding\s*=\s*["']([^"']+)["']/.exec(head)?.[1];
  return label ? canonicalCharset(label) : null;
}

/** Picks the charset for a body: see the module comment for the order. */
export function detectCharset(
  bytes: Uint8Array,
  mime: string,
  declared: string | null,
): { charset: string; source: CharsetSource } {
  const bom = bomCharset(bytes);
  if (bom) return { charset: bom, source: 'bom' };
  const fromHeader = declared ? canonicalCharset(declared) : null;
  if (fromHeader) return { charset: fromHeader, source: 'header' };
  const fromDocument = isHtmlMime(mime)
    ? sniffMetaCharset(bytes)
    : isXmlMime(mime)
      ? sniffXmlCharset(bytes)
      : null;
  if (fromDocument) return { charset: fromDocument, source: 'meta' };
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { charset: 'utf-8', source: 'default' };
  } catch {
    return { charset: 'windows-1252', source: 'default' };
  }
}

/**
 * Decodes a body to text. `mime` is the lower-case essence ('text/html'); `declared` is the
 * Content-Type charset parameter, if any (unknown labels are ignored, as browsers do).
 * Invalid byte sequences become U+FFFD; a leading BOM is dropped.
 */
export function decodeText(bytes: Uint8Array, mime: string, declared: string | null): DecodedText {
  const { charset } = detectCharset(bytes, mime, declared);
  return { text: new TextDecoder(charset).decode(bytes), charset };
}
