/**
 * An import as the web client starts it (an upload link from importUploadUrl, then a PUT of the
 * file) and as the worker runs it, for tests whose subject is what the import does, not the upload
 * itself (imports.test.ts tests the upload's own rules).
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { runImportKind } from '../imports/run-import.job.js';
import type { Services } from '../services.js';
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

/** Runs the queued import jobs as the worker would, until none is left. */
export async function runQueuedImports(services: Services): Promise<void> {
  for (;;) {
    const [job] = await services.queue.claim([runImportKind.queue], 1, 60_000);
    if (!job) return;
    await services.imports.run((job.payload as { importId: number }).importId, true);
    await services.queue.complete(job.id);
  }
}
