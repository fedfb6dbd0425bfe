import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, test } from 'vitest';
import { BULK_BATCH_SIZE, BULK_OPERATIONS, buildBulkRequest, toBatches } from './bulk-batches';
import type { BulkActionKind } from './bulk-batches';

const ids = (n: number) => Array.from({ length: n }, (_, i) => String(1000 + i));

describe('bulk batches', () => {
  test('75 ids make batches of 30, 30 and 15, in order', () => {
    expect(BULK_BATCH_SIZE).toBe(30);
    const batches = toBatches(ids(75));
    expect(batches.map((batch) => batch.length)).toEqual([30, 30, 15]);
    expect(batches.flat()).toEqual(ids(75));
    expect(toBatches(ids(30)).length).toBe(1);
    expect(toBatches(ids(31)).map((b) => b.length)).toEqual([30, 1]);
    expect(toBatches([])).toEqual([]);
  });

  test('one aliased call per id, ids as variables', () => {
    const request = buildBulkRequest('archive', ['11', '12', '13']);
    expect(request.operationName).toBe('ItemsBulkArchive');
    expect(request.variables).toEqual({ id0: '11', id1: '12', id2: '13' });
    expect(request.aliases).toEqual([
      ['a0', '11'],
      ['a1', '12'],
      ['a2', '13'],
    ]);
    expect(request.query).toContain('mutation ItemsBulkArchive($id0: ID!, $id1: ID!, $id2: ID!)');
    expect(request.query).toContain('a2: updateSavedItemArchive(id: $id2) {');
    expect(request.query.match(/updateSavedItemArchive\(/g)).toHaveLength(3);
    expect(buildBulkRequest('delete', ['7']).query).toContain('a0: deleteSavedItem(id: $id0)\n');
  });

  test('a batch holds 1 to 30 ids', () => {
    expect(() => buildBulkRequest('favorite', [])).toThrow();
    expect(() => buildBulkRequest('favorite', ids(31))).toThrow();
    expect(buildBulkRequest('favorite', ids(30)).aliases).toHaveLength(30);
  });

  test('every kind of full batch validates against schema.graphql', () => {
    const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
    for (const kind of Object.keys(BULK_OPERATIONS) as BulkActionKind[]) {
      const request = buildBulkRequest(kind, ids(30));
      expect(validate(schema, parse(request.query)), kind).toEqual([]);
    }
  });
});
