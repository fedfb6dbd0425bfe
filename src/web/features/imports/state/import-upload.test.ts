import { describe, expect, test } from 'vitest';
import {
  canImport,
  fileProblem,
  INITIAL_UPLOAD,
  MAX_IMPORT_BYTES,
  nextProgress,
  uploadReducer,
} from './import-upload';
import type { UploadAction, UploadState } from './import-upload';

function fileOf(size: number, name = 'pocket.zip'): File {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const run = (...actions: UploadAction[]): UploadState =>
  actions.reduce(uploadReducer, INITIAL_UPLOAD);

describe('the import modal state', () => {
  test('Import is possible only with a readable file, and not while uploading', () => {
    expect(canImport(INITIAL_UPLOAD)).toBe(false);
    const chosen = run({ type: 'choose', file: fileOf(10) });
    expect(canImport(chosen)).toBe(true);
    const uploading = uploadReducer(chosen, { type: 'start' });
    expect(uploading.phase).toBe('uploading');
    expect(canImport(uploading)).toBe(false);
    // A new file cannot be swapped in mid-upload.
    expect(uploadReducer(uploading, { type: 'choose', file: fileOf(5) }).file).toBe(chosen.file);
  });

  test('files over 50 MB and empty files are refused before any upload', () => {
    expect(fileProblem(fileOf(MAX_IMPORT_BYTES))).toBeNull();
    expect(fileProblem(fileOf(MAX_IMPORT_BYTES + 1))).toMatch(/up to 50 MB/);
    expect(fileProblem(fileOf(60 * 1024 * 1024))).toBe(
      'This file is 60.0 MB. Files up to 50 MB can be imported.',
    );
    expect(fileProblem(fileOf(0))).toMatch(/empty/);
    const big = run({ type: 'choose', file: fileOf(MAX_IMPORT_BYTES + 1) });
    expect(canImport(big)).toBe(false);
    expect(uploadReducer(big, { type: 'start' }).phase).toBe('idle');
  });

  test('an error lets the user try again; success ends with the import id; reset forgets all', () => {
    const failed = run(
      { type: 'choose', file: fileOf(10) },
      { type: 'start' },
      { type: 'fail', message: 'Nope' },
    );
    expect(failed).toMatchObject({ phase: 'error', error: 'Nope' });
    expect(canImport(failed)).toBe(true);
    const done = run(
      { type: 'choose', file: fileOf(10) },
      { type: 'start' },
      { type: 'sent', percent: 40 },
      { type: 'succeed', importId: '7' },
    );
    expect(done).toMatchObject({ phase: 'success', sent: 100, importId: '7' });
    expect(uploadReducer(done, { type: 'reset' })).toEqual(INITIAL_UPLOAD);
  });

  test('what was sent only grows', () => {
    const state = run(
      { type: 'choose', file: fileOf(10) },
      { type: 'start' },
      { type: 'sent', percent: 60 },
      { type: 'sent', percent: 30 },
    );
    expect(state.sent).toBe(60);
  });
});

describe('the progress bar', () => {
  test('grows by 1.5 each tick up to 100 (docs/PRODUCT.md §9)', () => {
    const values: number[] = [];
    let value = 0;
    for (let tick = 0; tick < 14; tick++) {
      value = nextProgress(value, 100);
      values.push(value);
    }
    expect(values.slice(0, 3)).toEqual([1.5, 2.25, 3.375]);
    expect(values.at(-1)).toBe(100);
    // 1.5^12 > 100 > 1.5^11: the 12th tick reaches the end.
    expect(values.indexOf(100)).toBe(11);
  });

  test('never runs ahead of what the browser has sent', () => {
    expect(nextProgress(30, 20)).toBe(20);
    expect(nextProgress(10, 40)).toBe(15);
    expect(nextProgress(0, 0)).toBe(0);
  });
});
