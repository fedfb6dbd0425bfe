/**
 * ShareAddContext (docs/POCKET-COMPATIBILITY.md §1.8, docs/PRODUCT.md §4 "Share link": "Adding
 * context to an existing share follows the same pattern"): changes the note of a share link its
 * creator made. An empty note clears it; the answer is the share's context as stored (trimmed), or
 * ShareNotFound.
 */
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';

const ShareAddContextDocument = graphql(`
  mutation ShareAddContext($slug: ID!, $context: ShareContextInput!) {
    addShareContext(slug: $slug, context: $context) {
      ... on ShareNotFound {
        message
      }
      ... on PocketShare {
        context {
          highlights {
            quote
          }
          note
        }
        slug
      }
    }
  }
`);

/** The longest note the server keeps (ShareContextInput.note). */
export const MAX_SHARE_NOTE_LENGTH = 2000;

/** Sets the share's note; resolves to the note as stored (null when cleared). */
export async function addShareNote(slug: string, note: string): Promise<string | null> {
  const data = await graphqlRequest(ShareAddContextDocument, {
    slug,
    context: { note: note.trim() },
  });
  const result = data.addShareContext;
  if (!result || !('slug' in result)) {
    throw new Error(
      (result && 'message' in result ? result.message : null) ??
        'This share link could not be found.',
    );
  }
  return result.context?.note ?? null;
}

export function useAddShareNote() {
  return useMutation({
    mutationFn: ({ slug, note }: { slug: string; note: string }) => addShareNote(slug, note),
  });
}
