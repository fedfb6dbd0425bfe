/**
 * Whole-tag mutations (docs/POCKET-COMPATIBILITY.md §1.5): RenameTagByName (renaming onto an
 * existing tag merges the two; the server moves the pin too) and deleteTag (removes the tag from
 * every save and unpins it). After either, the tag list, the saves, the pinned tags and the reader
 * are read again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql-client';
import { readerKeys } from '../../../lib/saved-items';
import { savedItemsKeys } from '../../../lib/saved-items';
import { appSettingsKey } from './app-settings';
import type { AppSettings } from './app-settings';
import { tagsKeys } from './get-users-tags';

const RenameTagByNameDocument = graphql(`
  mutation RenameTagByName($oldName: String!, $newName: String!) {
    renameTagByName(oldName: $oldName, newName: $newName) {
      name
      id
    }
  }
`);

const DeleteTagDocument = graphql(`
  mutation deleteTag($tagName: String!) {
    deleteTagByName(tagName: $tagName)
  }
`);

/** Renames `oldName` to `newName`; resolves with the name the server stored. */
export async function renameTag(oldName: string, newName: string): Promise<string> {
  const data = await graphqlRequest(RenameTagByNameDocument, { oldName, newName });
  return data.renameTagByName?.name ?? newName;
}

export async function deleteTag(tagName: string): Promise<void> {
  await graphqlRequest(DeleteTagDocument, { tagName });
}

/** After a rename or delete: the pinned list as the server now has it, then fresh reads. */
async function refreshAfter(
  client: QueryClient,
  updatePinned: (pinned: string[]) => string[],
): Promise<void> {
  client.setQueryData<AppSettings>(appSettingsKey, (settings) =>
    settings ? { ...settings, pinnedTags: updatePinned(settings.pinnedTags ?? []) } : settings,
  );
  await Promise.all([
    client.invalidateQueries({ queryKey: tagsKeys.all }),
    client.invalidateQueries({ queryKey: savedItemsKeys.all }),
    client.invalidateQueries({ queryKey: appSettingsKey }),
    client.invalidateQueries({ queryKey: readerKeys.all }),
  ]);
}

/** Renames a tag and brings the caches along (the pin moves to the new name). */
export async function renameTagEverywhere(
  client: QueryClient,
  oldName: string,
  newName: string,
): Promise<string> {
  const stored = await renameTag(oldName, newName);
  await refreshAfter(client, (pinned) => [
    ...new Set(pinned.map((name) => (name === oldName ? stored : name))),
  ]);
  return stored;
}

/** Deletes a tag and brings the caches along (it is unpinned). */
export async function deleteTagEverywhere(client: QueryClient, tagName: string): Promise<void> {
  await deleteTag(tagName);
  await refreshAfter(client, (pinned) => pinned.filter((name) => name !== tagName));
}
