/**
 * Starts an import as the web client does: asks for an upload link (importUploadUrl), then PUTs
 * the file to it. For tests whose subject is what the import does, not the upload itself
 * (imports.test.ts tests the upload's own rules).
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { graphql, TEST_ORIGIN, type Auth } from './test-app.js';

export async function uploadImportFile(
  app: FastifyInstance,
  auth: Auth,
  importType: 'pocket' | 'other',
  file: string,
): Promise<void> {
  const link = await graphql<{ importUploadUrl: { url: string } }>(
    app,
    auth,
    `mutation { importUploadUrl(importType: ${importType}) { ... on PreSignedUrl { url } } }`,
  );
  expect(link.errors).toBeUndefined();
  const { pathname, search } = new URL(link.data!.importUploadUrl.url);
  const uploaded = await app.inject({
    method: 'PUT',
    url: pathname + search,
    headers: { 'content-type': 'application/octet-stream', origin: TEST_ORIGIN },
    payload: Buffer.from(file),
  });
  expect(uploaded.statusCode).toBe(202);
}
