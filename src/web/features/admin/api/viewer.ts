/**
 * The signed-in person's roles from GraphQL (`user { isAdmin isCurator isPremium … }`): the
 * account menu shows "Admin" to administrators and "Corpus" to administrators and curators, and
 * /premium lists what is unlocked. The visitor store (v3 getuser) stays the source of
 * premium_status for gating.
 */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';

const ViewerRolesDocument = graphql(`
  query ViewerRoles {
    user {
      id
      isAdmin
      isCurator
      isPremium
      premiumFeatures
    }
  }
`);

export interface ViewerRoles {
  id: string;
  isAdmin: boolean;
  isCurator: boolean;
  isPremium: boolean;
  premiumFeatures: string[];
}

export const viewerKey = ['viewer-roles'] as const;

export async function fetchViewerRoles(): Promise<ViewerRoles | null> {
  const data = await graphqlRequest(ViewerRolesDocument);
  const user = data.user;
  if (!user) return null;
  return {
    id: user.id,
    isAdmin: user.isAdmin,
    isCurator: user.isCurator,
    isPremium: user.isPremium === true,
    premiumFeatures: (user.premiumFeatures ?? []).flatMap((feature) => (feature ? [feature] : [])),
  };
}

/** Roles of the signed-in person (null data when signed out). */
export function useViewerRoles(enabled = true) {
  return useQuery({ queryKey: viewerKey, queryFn: fetchViewerRoles, enabled, staleTime: 60_000 });
}
