/**
 * ShareCreateLinkMutation (docs/POCKET-COMPATIBILITY.md §1.8, docs/PRODUCT.md §4 "Share link"): a
 * public share link for a URL, with the highlighted quote and/or note as its context. The request
 * goes out; success gives the share URL and slug; failure is an error the dialog shows with "Try
 * again".
 */
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import { buildShareContext } from '../state/share-context';

const ShareCreateLinkDocument = graphql(`
  mutation ShareCreateLinkMutation($target: ValidUrl!, $context: ShareContextInput) {
    createShareLink(target: $target, context: $context) {
      slug
      shareUrl
      targetUrl
      createdAt
      context {
        note
        highlights {
          quote
        }
      }
    }
  }
`);

export interface ShareLinkRequest {
  url: string;
  quote?: string | null;
  note?: string | null;
}

export interface CreatedShareLink {
  slug: string;
  shareUrl: string;
}

export async function createShareLink({
  url,
  quote,
  note,
}: ShareLinkRequest): Promise<CreatedShareLink> {
  const context = buildShareContext(quote, note);
  const data = await graphqlRequest(ShareCreateLinkDocument, {
    target: url,
    ...(context ? { context } : {}),
  });
  const share = data.createShareLink;
  if (!share) throw new Error('The server did not return a share link.');
  return { slug: share.slug, shareUrl: String(share.shareUrl) };
}

export function useCreateShareLink() {
  return useMutation({ mutationFn: createShareLink });
}
