/**
 * GetShareableListPilotStatus (docs/POCKET-COMPATIBILITY.md §1.7, docs/PRODUCT.md §4): is the user
 * enrolled in the lists pilot? The answer (or a failure, as not enrolled) goes into the flags store
 * as the variant of `shareable.lists`; `useListsEnrolled` is what the lists UI asks before showing
 * itself.
 */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import { useFlag, useFlagsStore } from '../../flags';
import { LISTS_FLAG, pilotAssignment, pilotStatusAfterFetch } from '../state/pilot';
import type { PilotStatus } from '../state/pilot';
import { pilotKey } from './list-keys';

const GetShareableListPilotStatusDocument = graphql(`
  query GetShareableListPilotStatus {
    shareableListsPilotUser
  }
`);

export async function fetchPilotStatus(): Promise<PilotStatus> {
  let answer: boolean | null = null;
  try {
    answer = (await graphqlRequest(GetShareableListPilotStatusDocument)).shareableListsPilotUser;
  } catch {
    // A failed fetch still marks enrollment as fetched (docs/PRODUCT.md §4): not enrolled.
  }
  const status = pilotStatusAfterFetch(answer);
  // The flags store has no other server assignments today; this is the only writer.
  useFlagsStore.getState().setServerAssignments([pilotAssignment(status)]);
  return status;
}

/** True when the lists UI should show (flag `shareable.lists` active: pilot.v1, or `assign`). */
export function useListsEnrolled(): boolean {
  useQuery({ queryKey: pilotKey, queryFn: fetchPilotStatus, staleTime: Infinity, retry: false });
  return useFlag(LISTS_FLAG);
}
