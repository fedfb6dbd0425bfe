/**
 * The Import modal's state (docs/PRODUCT.md §4 "Import": idle, then upload in progress, then
 * success or error; closing resets) as a reducer, with the file check done before any upload and
 * the error texts of docs/PRODUCT.md §8.
 */

/** One file, up to 50 MB (the server refuses bigger ones with 413 too). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/** docs/PRODUCT.md §8 "The error catalogue": the texts Pocket's import showed. */
export const UPLOAD_URL_ERROR = 'File Upload URL could not be retrieved';
export const UNKNOWN_ERROR = 'An unknown error occurred';
/** docs/POCKET-COMPATIBILITY.md §5: what the user sees once the server has the file. */
export const ACCEPTED_TEXT = 'Your file has been accepted and will be processed shortly.';

export type UploadPhase = 'idle' | 'uploading' | 'success' | 'error';

export interface UploadState {
  phase: UploadPhase;
  file: File | null;
  /** Why the chosen file cannot be sent (too big, empty); the Import button stays disabled. */
  fileProblem: string | null;
  /** Share of the file the browser has sent, 0–100 (the bar grows towards it). */
  sent: number;
  error: string | null;
  /** The id of the import the server created (after success). */
  importId: string | null;
}

export type UploadAction =
  | { type: 'choose'; file: File | null }
  | { type: 'start' }
  | { type: 'sent'; percent: number }
  | { type: 'succeed'; importId: string | null }
  | { type: 'fail'; message: string }
  | { type: 'reset' };

export const INITIAL_UPLOAD: UploadState = {
  phase: 'idle',
  file: null,
  fileProblem: null,
  sent: 0,
  error: null,
  importId: null,
};

/** "12.4 MB", "820 KB", "14 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} byte${bytes === 1 ? '' : 's'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Why `file` cannot be imported, or null when it can be sent. */
export function fileProblem(file: File): string | null {
  if (file.size > MAX_IMPORT_BYTES)
    return `This file is ${formatBytes(file.size)}. Files up to 50 MB can be imported.`;
  if (file.size === 0) return 'This file is empty. Choose the file your export produced.';
  return null;
}

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'choose':
      // A new file is a fresh start (after an error: "try again" with another file).
      if (state.phase === 'uploading') return state;
      return {
        ...INITIAL_UPLOAD,
        file: action.file,
        fileProblem: action.file ? fileProblem(action.file) : null,
      };
    case 'start':
      if (!canImport(state)) return state;
      return { ...state, phase: 'uploading', sent: 0, error: null };
    case 'sent':
      if (state.phase !== 'uploading') return state;
      return { ...state, sent: Math.max(state.sent, Math.min(100, action.percent)) };
    case 'succeed':
      if (state.phase !== 'uploading') return state;
      return { ...state, phase: 'success', sent: 100, importId: action.importId };
    case 'fail':
      if (state.phase !== 'uploading') return state;
      return { ...state, phase: 'error', error: action.message };
    case 'reset':
      return INITIAL_UPLOAD;
  }
}

/** docs/PRODUCT.md §5: the Import button is disabled without a file and while uploading. */
export function canImport(state: UploadState): boolean {
  return (
    state.file !== null &&
    state.fileProblem === null &&
    (state.phase === 'idle' || state.phase === 'error')
  );
}

/**
 * docs/PRODUCT.md §9: the bar grows by a factor of 1.5 every 10 ms up to 100. Here it grows towards
 * what the browser has actually sent (`cap`), so a big file's bar does not sit at 100 while it
 * uploads.
 */
export const PROGRESS_TICK_MS = 10;
export const PROGRESS_FACTOR = 1.5;

export function nextProgress(current: number, cap: number): number {
  const limit = Math.min(100, Math.max(0, cap));
  return Math.min(limit, Math.max(1, current) * PROGRESS_FACTOR);
}
