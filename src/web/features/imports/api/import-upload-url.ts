/**
 * `importUploadUrl(importType)` (docs/POCKET-COMPATIBILITY.md §1.14, §5): where to send the export
 * file — our own upload endpoint with a short-lived token (PreSignedUrl) — or, when the user has
 * started too many imports, the limit's message (ImportLimited).
 */
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import type { ImportTypeId } from '../state/sources';

const ImportUploadUrlDocument = graphql(`
  mutation ImportUploadUrl($importType: ImportType!) {
    importUploadUrl(importType: $importType) {
      ... on PreSignedUrl {
        ttl
        url
      }
      ... on ImportLimited {
        message
        refreshInHours
      }
    }
  }
`);

export type UploadTarget =
  | { kind: 'url'; url: string; ttl: number }
  | { kind: 'limited'; message: string; refreshInHours: number };

/** Asks for an upload URL; throws GraphQLRequestError when the server does not give one. */
export async function requestUploadUrl(importType: ImportTypeId): Promise<UploadTarget> {
  const data = await graphqlRequest(ImportUploadUrlDocument, { importType });
  const answer = data.importUploadUrl;
  if (answer && 'url' in answer && typeof answer.url === 'string')
    return { kind: 'url', url: answer.url, ttl: answer.ttl ?? 0 };
  if (answer && 'message' in answer && answer.message)
    return { kind: 'limited', message: answer.message, refreshInHours: answer.refreshInHours ?? 0 };
  throw new Error('importUploadUrl answered neither a URL nor a limit');
}
