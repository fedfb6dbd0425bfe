// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { UPLOAD_URL_ERROR } from '../state/import-upload';
import { ImportFailure, limitedMessage, startImport } from './start-import';
import { acceptedImportId, uploadError } from './upload-import-file';

describe('the upload answer', () => {
  test('202 carries the import id', () => {
    expect(acceptedImportId('{"import":{"id":"42"}}')).toBe('42');
    expect(acceptedImportId('{"import":{"id":42}}')).toBe('42');
    expect(acceptedImportId('')).toBeNull();
  });

  test.each([
    [400, 'Bad Request', 'This file is not a Pocket export: no part_*.csv inside.'],
    [403, 'Forbidden', 'This upload link has expired. Please try again.'],
    [413, 'Payload Too Large', 'Files up to 50 MB can be imported.'],
    [429, 'Too Many Requests', 'You have started too many imports. Try again later.'],
  ])('a %i shows the server’s message and the status', (status, statusText, message) => {
    const body = JSON.stringify({ error: { code: 'X', message } });
    const error = uploadError(status, statusText, body);
    expect(error.message).toBe(`${message} (error ${status})`);
    expect(error.status).toBe(status);
    expect(error.code).toBe('X');
  });

  test('without a JSON error the status text is shown', () => {
    expect(uploadError(502, 'Bad Gateway', '<html>').message).toBe(
      'The upload failed: Bad Gateway. (error 502)',
    );
  });

  test('the limit message says when to come back', () => {
    expect(limitedMessage('You must wait before uploading again', 3)).toBe(
      'You must wait before uploading again. You can import again in 3 hours.',
    );
    expect(limitedMessage('Too many imports.', 1)).toBe(
      'Too many imports. You can import again in 1 hour.',
    );
  });

  test('without a server to give an upload URL, the spec’s text is shown', async () => {
    const file = new File(['url\nhttps://example.com/\n'], 'links.csv');
    const attempt = startImport('other', file);
    await expect(attempt).rejects.toBeInstanceOf(ImportFailure);
    await expect(attempt).rejects.toThrow(UPLOAD_URL_ERROR);
  });
});
