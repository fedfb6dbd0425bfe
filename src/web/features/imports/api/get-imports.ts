/**
 * `user.imports`: the user's imports, newest first (at most 20), asked again every 2 s while one
 * is queued or running. When one finishes, the saves, search and tags queries are marked stale
 * so Saves shows what it brought in.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { graphql } from '../../../gql';
import type { UserImportsQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-client';
import { SEARCH_RESULTS_KEY } from '../../../lib/query-keys';
import { savedItemsKeys } from '../../../lib/saved-items';
import { tagsKeys } from '../../tags';
import {
  finishedSince,
  importsKey,
  pollInterval,
  seenOf,
  toUnixSeconds,
  type ImportRow,
  type SeenImports,
} from '../state/import-row';

const UserImportsDocument = graphql(`
  query UserImports {
    user {
      id
      imports {
        id
        importType
        format
        fileName
        status
        total
        processed
        created
        existing
        failed
        listsCreated
        pagesTotal
        pagesFetched
        pagesFailed
        problems {
          row
          url
          reason
        }
        problemCount
        error
        createdAt
        finishedAt
      }
    }
  }
`);

// Written to accept the schema's fields as nullable or not (both have been seen in review).
type ServerImports = NonNullable<NonNullable<UserImportsQuery['user']>['imports']>;
type ServerImport = NonNullable<ServerImports[number]>;

export function toImportRow(entry: ServerImport): ImportRow {
  const problems = (entry.problems ?? []).flatMap((problem) =>
    problem
      ? [{ row: problem.row ?? null, url: problem.url ?? null, reason: problem.reason ?? '' }]
      : [],
  );
  return {
    id: String(entry.id),
    importType: entry.importType ?? 'other',
    format: entry.format ?? null,
    fileName: entry.fileName ?? null,
    status: entry.status ?? 'QUEUED',
    total: entry.total ?? null,
    processed: entry.processed ?? 0,
    created: entry.created ?? 0,
    existing: entry.existing ?? 0,
    failed: entry.failed ?? 0,
    listsCreated: entry.listsCreated ?? 0,
    pagesTotal: entry.pagesTotal ?? 0,
    pagesFetched: entry.pagesFetched ?? 0,
    pagesFailed: entry.pagesFailed ?? 0,
    problems,
    problemCount: entry.problemCount ?? problems.length,
    error: entry.error ?? null,
    createdAt: toUnixSeconds(entry.createdAt) ?? 0,
    finishedAt: toUnixSeconds(entry.finishedAt),
  };
}

export async function getImports(): Promise<ImportRow[]> {
  const data = await graphqlRequest(UserImportsDocument);
  return (data.user?.imports ?? []).flatMap((entry) => (entry ? [toImportRow(entry)] : []));
}

export function useImports() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: importsKey,
    queryFn: getImports,
    refetchInterval: (q) => pollInterval(q.state.data),
    // The list is the progress view: never show a 30-second-old one.
    staleTime: 0,
  });
  const seen = useRef<SeenImports | null>(null);
  const rows = query.data;

  useEffect(() => {
    if (!rows) return;
    if (finishedSince(seen.current, rows)) {
      void client.invalidateQueries({ queryKey: savedItemsKeys.all });
      void client.invalidateQueries({ queryKey: SEARCH_RESULTS_KEY });
      void client.invalidateQueries({ queryKey: tagsKeys.all });
    }
    seen.current = seenOf(rows);
  }, [rows, client]);

  return query;
}
