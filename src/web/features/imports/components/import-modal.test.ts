// @vitest-environment jsdom
/**
 * The Import modal as a user meets it: rendered into jsdom with React, driven through its file
 * input and buttons. The upload is a function the test controls (the real one is covered by
 * e2e/import.e2e.ts against the built server).
 */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ImportFailure } from '../api/start-import';
import type { StartImport } from '../api/start-import';
import type { UploadOptions } from '../api/upload-import-file';
import { ACCEPTED_TEXT, UNKNOWN_ERROR, UPLOAD_URL_ERROR } from '../state/import-upload';
import { IMPORT_SOURCES } from '../state/sources';
import { ImportModal } from './import-modal';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const pocket = IMPORT_SOURCES[0]!;
let root: Root;
let host: HTMLElement;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

function render(startImport: StartImport, onClose = vi.fn()) {
  act(() => root.render(createElement(ImportModal, { source: pocket, onClose, startImport })));
  return { onClose };
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const button = (name: string) =>
  [...dialog().querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
const input = () => dialog().querySelector<HTMLInputElement>('input[type="file"]')!;

function choose(size = 120, name = 'pocket.zip') {
  const file = new File(['x'.repeat(Math.min(size, 1000))], name);
  Object.defineProperty(file, 'size', { value: size });
  act(() => {
    Object.defineProperty(input(), 'files', { value: [file], configurable: true });
    input().dispatchEvent(new Event('change', { bubbles: true }));
  });
  return file;
}

/** An upload that waits until the test settles it. */
function pendingUpload() {
  let options: UploadOptions = {};
  let settle: { resolve: (id: string) => void; reject: (error: unknown) => void } | null = null;
  const calls: { type: string; file: File }[] = [];
  const startImport: StartImport = (type, file, opts = {}) => {
    calls.push({ type, file });
    options = opts;
    return new Promise((resolve, reject) => {
      settle = { resolve: (id) => resolve({ importId: id }), reject };
    });
  };
  return {
    startImport,
    calls,
    progress: (percent: number) => act(() => options.onProgress?.(percent)),
    resolve: async (id: string) => act(async () => settle!.resolve(id)),
    reject: async (error: unknown) => act(async () => settle!.reject(error)),
  };
}

const wait = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

describe('the Import modal', () => {
  test('is titled with the service and accepts its export files', () => {
    render(pendingUpload().startImport);
    expect(dialog().querySelector('h2')?.textContent).toBe('Import from Pocket');
    expect(input().accept).toBe('.zip,.csv,.html');
    expect(dialog().querySelector('label')?.textContent).toBe('Export file');
  });

  test('Import is disabled until a file is chosen and while uploading', async () => {
    const upload = pendingUpload();
    render(upload.startImport);
    expect(button('Import')?.disabled).toBe(true);
    const file = choose();
    expect(button('Import')?.disabled).toBe(false);
    expect(dialog().textContent).toContain('pocket.zip · 120 bytes');

    act(() => button('Import')!.click());
    expect(upload.calls).toEqual([{ type: 'pocket', file }]);
    expect(button('Import')?.disabled).toBe(true);
    expect(input().disabled).toBe(true);
    await upload.resolve('1');
  });

  test('a file over 50 MB is refused at once, with Import still disabled', () => {
    const upload = pendingUpload();
    render(upload.startImport);
    choose(51 * 1024 * 1024);
    expect(dialog().textContent).toContain(
      'This file is 51.0 MB. Files up to 50 MB can be imported.',
    );
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(button('Import')?.disabled).toBe(true);
    expect(upload.calls).toEqual([]);
  });

  test('the progress bar grows towards what has been sent', async () => {
    const upload = pendingUpload();
    render(upload.startImport);
    choose();
    act(() => button('Import')!.click());
    const bar = () => dialog().querySelector('[role="progressbar"]');
    expect(bar()?.getAttribute('aria-label')).toBe('Upload progress');
    expect(bar()?.getAttribute('aria-valuenow')).toBe('0');
    upload.progress(50);
    await wait(60);
    const midway = Number(bar()?.getAttribute('aria-valuenow'));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThanOrEqual(50);
    upload.progress(100);
    await wait(200);
    expect(bar()?.getAttribute('aria-valuenow')).toBe('100');
    expect(dialog().textContent).toContain('Checking the file…');
    await upload.resolve('1');
    expect(bar()).toBeNull();
  });

  test('with reduced motion the bar shows what has been sent at once', async () => {
    const query = { matches: true } as MediaQueryList;
    window.matchMedia = (text: string) => ({ ...query, media: text });
    try {
      const upload = pendingUpload();
      render(upload.startImport);
      choose();
      act(() => button('Import')!.click());
      upload.progress(37);
      const bar = dialog().querySelector('[role="progressbar"]');
      expect(bar?.getAttribute('aria-valuenow')).toBe('37');
      await upload.resolve('1');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  test('success shows the accepted text and Continue, which closes', async () => {
    const upload = pendingUpload();
    const { onClose } = render(upload.startImport);
    choose();
    act(() => button('Import')!.click());
    await upload.resolve('9');
    expect(dialog().querySelector('[role="status"]')?.textContent).toContain(ACCEPTED_TEXT);
    expect(button('Import')).toBeUndefined();
    act(() => button('Continue')!.click());
    expect(onClose).toHaveBeenCalledOnce();
  });

  test.each([
    ['no upload URL', new ImportFailure(UPLOAD_URL_ERROR), UPLOAD_URL_ERROR],
    [
      'the server refusing the file',
      new ImportFailure('This file is not a Pocket export. (error 400)'),
      'This file is not a Pocket export. (error 400)',
    ],
    ['an unknown failure', 'boom', UNKNOWN_ERROR],
  ])('%s shows its text, and Try again sends the file again', async (_name, error, text) => {
    const upload = pendingUpload();
    render(upload.startImport);
    choose();
    act(() => button('Import')!.click());
    await upload.reject(error);
    expect(dialog().querySelector('[role="alert"]')?.textContent).toBe(text);
    expect(button('Try again')?.disabled).toBe(false);
    act(() => button('Try again')!.click());
    expect(upload.calls).toHaveLength(2);
    expect(dialog().querySelector('[role="alert"]')).toBeNull();
    await upload.resolve('2');
  });

  test('closing resets: the next open starts with no file', async () => {
    const upload = pendingUpload();
    const onClose = vi.fn();
    render(upload.startImport, onClose);
    choose();
    act(() => button('Import')!.click());
    await upload.reject(new ImportFailure('Nope'));
    act(() => button('Cancel')!.click());
    expect(onClose).toHaveBeenCalledOnce();
    act(() =>
      root.render(
        createElement(ImportModal, { source: null, onClose, startImport: upload.startImport }),
      ),
    );
    act(() =>
      root.render(
        createElement(ImportModal, { source: pocket, onClose, startImport: upload.startImport }),
      ),
    );
    await wait(100);
    expect(button('Import')?.disabled).toBe(true);
    expect(dialog().querySelector('[role="alert"]')).toBeNull();
  });
});
