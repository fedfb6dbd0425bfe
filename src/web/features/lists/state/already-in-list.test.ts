import { describe, expect, test } from 'vitest';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { alreadyInListMessage, isAlreadyInListError, splitAlreadyInList } from './already-in-list';

const save = (n: number) => ({ itemId: String(n), url: `https://example.com/${n}` });

describe('saves already in a list', () => {
  test('leaves out the saves whose URL the list has, in order', () => {
    const { fresh, present } = splitAlreadyInList(
      [save(1), save(2), save(3)],
      ['https://example.com/2', 'https://example.com/9'],
    );
    expect(fresh.map((s) => s.itemId)).toEqual(['1', '3']);
    expect(present.map((s) => s.itemId)).toEqual(['2']);
    expect(splitAlreadyInList([save(1)], []).fresh).toHaveLength(1);
  });

  test('says it in a sentence, without URLs', () => {
    expect(alreadyInListMessage('Reading', 0, 1)).toBe('“Reading” already has this save.');
    expect(alreadyInListMessage('Reading', 0, 3)).toBe('“Reading” already has these 3 saves.');
    expect(alreadyInListMessage('Reading', 2, 1)).toBe(
      'Added 2 items to “Reading”; 1 was already there.',
    );
    expect(alreadyInListMessage('Reading', 1, 2)).toBe(
      'Added 1 item to “Reading”; 2 were already there.',
    );
  });

  test("recognises the server's refusal of a URL already in the list", () => {
    const refusal = (message: string, field: string) =>
      new GraphQLRequestError(message, null, 'BAD_USER_INPUT', [
        { message, extensions: { code: 'BAD_USER_INPUT', field } },
      ]);
    expect(isAlreadyInListError(refusal('This list already has https://a.example/.', 'url'))).toBe(
      true,
    );
    expect(isAlreadyInListError(refusal('"x" is not an http:// or https:// URL.', 'url'))).toBe(
      false,
    );
    expect(isAlreadyInListError(new Error('This list already has it.'))).toBe(false);
  });
});
