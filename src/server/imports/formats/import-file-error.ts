/**
 * The error of a whole import file that cannot be read at all (empty, unknown, malformed, too
 * big once inflated). Its message is a sentence the user can act on and may be shown as is.
 * A bad row is never this error: it becomes a problem and the rest of the file still imports.
 */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}
