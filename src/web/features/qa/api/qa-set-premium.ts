/**
 * `qaSetPremium(on)`: the QA panel's premium toggle (docs/PRODUCT.md §4: premium_status flips
 * between '1' and '0'). The server allows it only in dev mode and answers FORBIDDEN otherwise.
 * Afterwards the visitor is read again and every query refetched, so premium gating flips
 * everywhere.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import { refreshVisitor } from '../../auth';

const QaSetPremiumDocument = graphql(`
  mutation QaSetPremium($on: Boolean!) {
    qaSetPremium(on: $on) {
      id
      isPremium
    }
  }
`);

export function useQaSetPremium() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) =>
      (await graphqlRequest(QaSetPremiumDocument, { on })).qaSetPremium,
    onSuccess: async () => {
      await refreshVisitor();
      await client.invalidateQueries();
    },
  });
}
