/**
 * Reading ZIP exports with fflate under IMPORT_LIMITS.maxInflatedBytes. The sizes the central
 * directory declares are summed before anything is inflated, and fflate inflates each entry into a
 * buffer of exactly its declared size (extra output is cut off), so a ZIP bomb, honest or lying
 * about its sizes, never allocates more than the limit.
 */
import { unzipSync } from 'fflate';
import { IMPORT_LIMITS } from '../import-record.js';
import { ImportFileError } from './import-file-error.js';

/** True when the bytes start like a ZIP archive (a local file header, or an empty archive). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);
}

/** Entry names of a ZIP, without directories and the resource forks macOS adds (__MACOSX/, ._x). */
export function listZip(bytes: Uint8Array): string[] {
  const names: string[] = [];
  readEntries(bytes, (file) => {
    if (isContentEntry(file.name)) names.push(file.name);
    return false;
  });
  return names;
}

/**
 * The entries whose names `wanted` accepts, inflated and decoded as UTF-8 text. Throws
 * ImportFileError when their declared sizes together pass `maxInflatedBytes`.
 */
export function readZipTexts(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
  maxInflatedBytes: number = IMPORT_LIMITS.maxInflatedBytes,
): Map<string, string> {
  let total = 0;
  readEntries(bytes, (file) => {
    if (isContentEntry(file.name) && wanted(file.name)) total += file.originalSize;
    return false;
  });
  if (total > maxInflatedBytes) {
    const mb = Math.round(maxInflatedBytes / (1024 * 1024));
    throw new ImportFileError(
      `This ZIP file unpacks to more than ${mb} MB, more than one import can take. Split the export into smaller files, or upload its CSV or JSON files one at a time.`,
    );
  }
  const files = readEntries(bytes, (file) => isContentEntry(file.name) && wanted(file.name));
  const decoder = new TextDecoder('utf-8');
  const texts = new Map<string, string>();
  for (const name of Object.keys(files).sort(naturalOrder)) {
    const data = files[name];
    if (data) texts.set(name, decoder.decode(data));
  }
  return texts;
}

/** Compares names so that "part_2" comes before "part_10" and "metadata_20_to_40" before "metadata_100_to_120". */
export function naturalOrder(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

function isContentEntry(name: string): boolean {
  return !name.endsWith('/') && !name.startsWith('__MACOSX/') && !/(^|\/)\._/.test(name);
}

function readEntries(
  bytes: Uint8Array,
  filter: (file: { name: string; originalSize: number }) => boolean,
): Record<string, Uint8Array> {
  try {
    return unzipSync(bytes, { filter });
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(
      'This ZIP file is damaged or uses a compression we cannot read. Download the export again and upload it unchanged.',
    );
  }
}
