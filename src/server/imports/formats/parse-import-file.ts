/**
 * The entry point of the import parsers: the bytes of an uploaded export in, a ParsedImport out.
 * Pure: no database, network or file system. The whole file is refused (ImportFileError) only when
 * it cannot be read at all, or holds not one save; a bad row is a problem and the rest still
 * imports.
 */
import { IMPORT_LIMITS, type ParsedImport } from '../import-record.js';
import { FORMAT_LABELS } from '../import-types.js';
import { detectText, detectZip } from './detect.js';
import { ImportBuilder } from './import-builder.js';
import { ImportFileError } from './import-file-error.js';
import { isZip } from './zip.js';

export { ImportFileError } from './import-file-error.js';

/** Parses an export file; `fileName` is only a hint. Throws ImportFileError for an unreadable file. */
export function parseImportFile(bytes: Uint8Array, fileName?: string): ParsedImport {
  if (bytes.length === 0)
    throw new ImportFileError(
      'This file is empty. Export your saves again and upload the new file.',
    );
  if (bytes.length > IMPORT_LIMITS.maxFileBytes) {
    throw new ImportFileError(
      `This file is larger than ${IMPORT_LIMITS.maxFileBytes / (1024 * 1024)} MB, more than one import can take. Split it into smaller files.`,
    );
  }
  const detected = isZip(bytes)
    ? detectZip(bytes)
    : detectText(new TextDecoder('utf-8').decode(bytes), fileName);
  const out = new ImportBuilder();
  detected.parse(out);
  const parsed = out.finish(detected.format);
  if (parsed.records.length === 0)
    throw new ImportFileError(nothingToImport(parsed, out.problemCount));
  return parsed;
}

/**
 * Why a file of a known shape gives no save: an import of nothing would only say "Done" and hide
 * that the file was not what the user thought (docs/PRODUCT.md §10.6: imports never pretend).
 */
function nothingToImport({ format, problems }: ParsedImport, problemCount: number): string {
  const found = `We read this file as a ${FORMAT_LABELS[format]}, but it holds no saves we can import`;
  const [first] = problems;
  if (!first) return `${found}. Check that it is the export you meant to upload.`;
  const rest = problemCount - 1;
  const more =
    rest === 1
      ? ' 1 other problem was found too.'
      : ` ${rest.toLocaleString('en-US')} other problems were found too.`;
  return `${found}: ${first.reason}${rest > 0 ? more : ''}`;
}
