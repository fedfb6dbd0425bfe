/**
 * Bulk mutations built at runtime (docs/POCKET-COMPATIBILITY.md §1.3 "Bulk edit"): the selected ids
 * split into batches of 30 (docs/PRODUCT.md §9; the server allows at most 30 aliases per document),
 * each batch one document with one aliased call per id
 * (`a0: updateSavedItemArchive(id: $id0) {…}`), ids passed as variables: the fields the single
 * requests call (save-requests.ts FIELD_OF), each with the few fields bulk edit reads back. Pure.
 */
import { FIELD_OF } from './save-requests';

export type BulkActionKind = keyof typeof FIELD_OF;

/** docs/PRODUCT.md §9 page and batch size; also the server's alias limit per document. */
export const BULK_BATCH_SIZE = 30;

interface BulkOperation {
  operationName: string;
  field: string;
  /** Selection of the returned SavedItem; null for deleteSavedItem (returns the id). */
  selection: string | null;
}

const STATUS_FIELDS = 'id _updatedAt status isArchived archivedAt';
const FAVORITE_FIELDS = 'id _updatedAt status isFavorite favoritedAt';

export const BULK_OPERATIONS: Record<BulkActionKind, BulkOperation> = {
  archive: {
    operationName: 'ItemsBulkArchive',
    field: FIELD_OF.archive,
    selection: STATUS_FIELDS,
  },
  unarchive: {
    operationName: 'ItemsBulkUnArchive',
    field: FIELD_OF.unarchive,
    selection: STATUS_FIELDS,
  },
  favorite: {
    operationName: 'ItemsBulkFavorite',
    field: FIELD_OF.favorite,
    selection: FAVORITE_FIELDS,
  },
  unfavorite: {
    operationName: 'ItemsBulkUnFavorite',
    field: FIELD_OF.unfavorite,
    selection: FAVORITE_FIELDS,
  },
  delete: { operationName: 'ItemsBulkDelete', field: FIELD_OF.delete, selection: null },
};

/** `list` in consecutive batches of at most `size`. */
export function toBatches<T>(list: readonly T[], size = BULK_BATCH_SIZE): T[][] {
  if (size < 1) throw new Error('Batch size must be at least 1');
  const batches: T[][] = [];
  for (let start = 0; start < list.length; start += size) {
    batches.push(list.slice(start, start + size));
  }
  return batches;
}

export interface BulkRequest {
  operationName: string;
  query: string;
  variables: Record<string, string>;
  /** Alias → saved item id, to read the answer back. */
  aliases: Array<[alias: string, id: string]>;
}

/** One batch's document: `mutation ItemsBulkArchive($id0: ID!, …) { a0: updateSavedItemArchive(id: $id0) {…} … }`. */
export function buildBulkRequest(kind: BulkActionKind, ids: readonly string[]): BulkRequest {
  if (ids.length === 0 || ids.length > BULK_BATCH_SIZE) {
    throw new Error(`A bulk batch holds 1 to ${BULK_BATCH_SIZE} ids, not ${ids.length}`);
  }
  const { operationName, field, selection } = BULK_OPERATIONS[kind];
  const variables: Record<string, string> = {};
  const aliases: Array<[string, string]> = [];
  const params: string[] = [];
  const calls: string[] = [];
  ids.forEach((id, index) => {
    const alias = `a${index}`;
    variables[`id${index}`] = id;
    aliases.push([alias, id]);
    params.push(`$id${index}: ID!`);
    calls.push(`  ${alias}: ${field}(id: $id${index})${selection ? ` { ${selection} }` : ''}`);
  });
  const query = `mutation ${operationName}(${params.join(', ')}) {\n${calls.join('\n')}\n}`;
  return { operationName, query, variables, aliases };
}
