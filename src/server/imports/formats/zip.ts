/**
 * Reading ZIP exports with fflate under IMPORT_LIMITS. Before anything is inflated, the central
 * directory is checked: the number of entries, each read entry's inflate ratio (declared size over
 * compressed size), and the read entries' declared sizes together, against both a fixed ceiling and
 * the same ratio over the whole file. fflate then inflates each entry into a buffer of exactly its
 * declared size (extra output is cut off), so a bomb, honest or lying about its sizes, never
 * allocates more than the limits; a liar's wasted CPU is bounded by the parse worker's time limit.
 */
import { unzipSync } from 'fflate';
import { IMPORT_LIMITS } from '../import-record.js';
import { ImportFileError } from './import-file-error.js';

export interface ZipLimits {
  maxInflatedBytes: number;
  maxInflateRatio: number;
  ratioFreeBytes: number;
  maxZipEntries: number;
}

const SPLIT_ADVICE =
  'Split the export into smaller files, or upload its CSV or JSON files one at a time.';

/** True when the bytes start like a ZIP archive (a local file header, or an empty archive). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);
}

/** Entry names of a ZIP, without directories and the resource forks macOS adds (__MACOSX/, ._x). */
export function listZip(bytes: Uint8Array, limits: Partial<ZipLimits> = {}): string[] {
  const { maxZipEntries } = { ...IMPORT_LIMITS, ...limits };
  const names: string[] = [];
  let entries = 0;
  readEntries(bytes, (file) => {
    entries += 1;
    if (entries > maxZipEntries) {
      throw new ImportFileError(
        `This ZIP file holds more than ${maxZipEntries.toLocaleString('en-US')} files, more than an export of one import. ${SPLIT_ADVICE}`,
      );
    }
    if (isContentEntry(file.name)) names.push(file.name);
    return false;
  });
  return names;
}

/**
 * The entries whose names `wanted` accepts, inflated and decoded as UTF-8 text. Throws
 * ImportFileError, before inflating anything, when they break the limits (IMPORT_LIMITS).
 */
export function readZipTexts(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
  limits: Partial<ZipLimits> = {},
): Map<string, string> {
  const { maxInflatedBytes, maxInflateRatio, ratioFreeBytes } = { ...IMPORT_LIMITS, ...limits };
  listZip(bytes, limits); // the entry count
  let total = 0;
  readEntries(bytes, (file) => {
    if (!isContentEntry(file.name) || !wanted(file.name)) return false;
    total += file.originalSize;
    if (file.originalSize > ratioFreeBytes && file.originalSize > file.size * maxInflateRatio) {
      throw new ImportFileError(
        `This ZIP file is compressed far more than an export can be (${file.name} unpacks to more than ${maxInflateRatio} times its size), so it was not unpacked. Download the export again and upload it unchanged.`,
      );
    }
    return false;
  });
  if (total > maxInflatedBytes) {
    const mb = Math.round(maxInflatedBytes / (1024 * 1024));
    throw new ImportFileError(
      `This ZIP file unpacks to more than ${mb} MB, more than one import can take. ${SPLIT_ADVICE}`,
    );
  }
  if (total > ratioFreeBytes && total > bytes.length * maxInflateRatio) {
    throw new ImportFileError(
      `This ZIP file is compressed far more than an export can be (it unpacks to more than ${maxInflateRatio} times its size), so it was not unpacked. Download the export again and upload it unchanged.`,
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
  filter: (file: { name: string; size: number; originalSize: number }) => boolean,
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
