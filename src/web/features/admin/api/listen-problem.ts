/**
 * `adminListenProblem`: what stops Listen on this server, in the operator's words (a program
 * missing, how to install it), or null. Administrators only: a reader is told no more than that
 * reading aloud is unavailable.
 */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';

const AdminListenProblemDocument = graphql(`
  query AdminListenProblem {
    adminListenProblem
  }
`);

export function useListenProblem(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'listen-problem'],
    queryFn: async () => (await graphqlRequest(AdminListenProblemDocument)).adminListenProblem,
    enabled,
    staleTime: 60_000,
  });
}
