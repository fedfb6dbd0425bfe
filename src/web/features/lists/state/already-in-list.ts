/**
 * Saves that a list already holds (the server refuses a URL twice in one list): they are left out
 * before the add, and the toast says so in a sentence instead of an error with a raw URL.
 */
import { GraphQLRequestError } from '../../../lib/graphql-client';

/** The saves to send, and those the list already has (same URL, as the server compares). */
export function splitAlreadyInList<T extends { url: string }>(
  saves: readonly T[],
  urlsInList: Iterable<string>,
): { fresh: T[]; present: T[] } {
  const inList = new Set(urlsInList);
  const fresh: T[] = [];
  const present: T[] = [];
  for (const save of saves) (inList.has(save.url) ? present : fresh).push(save);
  return { fresh, present };
}

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/**
 * What the toast says when some or all of the saves were in the list already: "“Reading” already
 * has this save.", "“Reading” already has these 3 saves.", or "Added 2 items to “Reading”; 1
 * was already there."
 */
export function alreadyInListMessage(title: string, added: number, present: number): string {
  if (added === 0) {
    return present === 1
      ? `“${title}” already has this save.`
      : `“${title}” already has these ${present} saves.`;
  }
  const were = present === 1 ? 'was' : 'were';
  return `Added ${items(added)} to “${title}”; ${present} ${were} already there.`;
}

/** The server's refusal of a URL the list already has (a save added meanwhile elsewhere). */
export function isAlreadyInListError(error: unknown): boolean {
  if (!(error instanceof GraphQLRequestError) || error.code !== 'BAD_USER_INPUT') return false;
  const first = error.errors[0];
  return first?.extensions?.field === 'url' && /already has/i.test(error.message);
}
