/**
 * One import from the browser's side (docs/POCKET-COMPATIBILITY.md §5): ask for an upload URL, then
 * PUT the file there. Every failure comes out as an {@link ImportFailure} whose message is what the
 * modal shows (docs/PRODUCT.md §8's texts, or the server's own message).
 */
import { UNKNOWN_ERROR, UPLOAD_URL_ERROR } from '../state/import-upload';
import type { ImportTypeId } from '../state/sources';
import { requestUploadUrl } from './import-upload-url';
import { uploadImportFile, UploadError } from './upload-import-file';
import type { UploadAccepted, UploadOptions } from './upload-import-file';

export class ImportFailure extends Error {
  override readonly name = 'ImportFailure';
}

export type StartImport = (
  importType: ImportTypeId,
  file: File,
  options?: UploadOptions,
) => Promise<UploadAccepted>;

/** "You can import again in 3 hours." */
export function limitedMessage(message: string, refreshInHours: number): string {
  const when =
    refreshInHours <= 0 ? 'soon' : `in ${refreshInHours} hour${refreshInHours === 1 ? '' : 's'}`;
  return `${message.replace(/\.?\s*$/, '.')} You can import again ${when}.`;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export const startImport: StartImport = async (importType, file, options = {}) => {
  let target;
  try {
    target = await requestUploadUrl(importType);
  } catch {
    throw new ImportFailure(UPLOAD_URL_ERROR);
  }
  if (target.kind === 'limited')
    throw new ImportFailure(limitedMessage(target.message, target.refreshInHours));
  try {
    return await uploadImportFile(target.url, file, options);
  } catch (error) {
    if (isAbort(error)) throw error;
    if (error instanceof UploadError) throw new ImportFailure(error.message);
    throw new ImportFailure(UNKNOWN_ERROR);
  }
};
