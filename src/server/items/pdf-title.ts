/**
 * The title of a PDF from its document information dictionary (`/Title (…)` or `/Title <hex>`),
 * read from the raw bytes without a PDF library. Compressed object streams hide it in some files;
 * the caller then falls back to the file name.
 */
function unescapeLiteral(value: string): string {
  return value
    .replace(
      /\\([nrtbf()\\])/g,
      (_match, char: string) =>
        ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' })[char as 'n'] ?? char,
    )
    .replace(/\\([0-7]{1,3})/g, (_match, octal: string) => String.fromCharCode(parseInt(octal, 8)));
}

function decodePdfString(bytes: string): string {
  // UTF-16BE with a byte-order mark, else PDFDocEncoding (close enough to Latin-1).
  if (bytes.startsWith('\xfe\xff')) {
    let out = '';
    for (let i = 2; i + 1 < bytes.length; i += 2)
      out += String.fromCharCode((bytes.charCodeAt(i) << 8) | bytes.charCodeAt(i + 1));
    return out;
  }
  return bytes;
}

export function pdfTitle(body: Buffer): string | null {
  const text = body.toString('latin1');
  const literal = /\/Title\s*\(((?:\\.|[^\\)])*)\)/.exec(text);
  const hex = /\/Title\s*<([0-9A-Fa-f\s]+)>/.exec(text);
  let title: string | null = null;
  if (literal) title = decodePdfString(unescapeLiteral(literal[1]!));
  else if (hex)
    title = decodePdfString(Buffer.from(hex[1]!.replace(/\s/g, ''), 'hex').toString('latin1'));
  const cleaned = title?.replace(/\s+/g, ' ').trim();
  return cleaned ? cleaned.slice(0, 500) : null;
}
