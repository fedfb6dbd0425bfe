/**
 * v3/send tag actions (docs/POCKET-COMPATIBILITY.md §3.5): tags_add, tags_remove, tags_replace,
 * tags_clear on one save, and tag_rename, tag_delete across all of the actor's saves.
 */
import type { Actor } from '../../core/actor.js';
import type { Services } from '../../services.js';
import { tagsOf, targetIdOf, textOf } from './v3-actions-input.js';
import type { V3Params } from './v3-params.js';

export async function tagsAdd(services: Services, actor: Actor, action: V3Params) {
  const tags = tagsOf(action, true);
  const savedItemId = await targetIdOf(services, actor, action);
  await services.tags.add(actor, [{ savedItemId, tags }]);
  return true as const;
}

export async function tagsRemove(services: Services, actor: Actor, action: V3Params) {
  const tags = tagsOf(action, true);
  await services.tags.remove(actor, await targetIdOf(services, actor, action), tags);
  return true as const;
}

export async function tagsReplace(services: Services, actor: Actor, action: V3Params) {
  const tags = tagsOf(action, false);
  const savedItemId = await targetIdOf(services, actor, action);
  // Replacing with no tags clears them.
  await services.tags.replace(actor, [{ savedItemId, tags }]);
  return true as const;
}

export async function tagsClear(services: Services, actor: Actor, action: V3Params) {
  await services.tags.remove(actor, await targetIdOf(services, actor, action), null);
  return true as const;
}

export async function tagRename(services: Services, actor: Actor, action: V3Params) {
  await services.tags.rename(
    actor,
    textOf(action, 'old_tag', true),
    textOf(action, 'new_tag', true),
  );
  return true as const;
}

export async function tagDelete(services: Services, actor: Actor, action: V3Params) {
  await services.tags.delete(actor, textOf(action, 'tag', true));
  return true as const;
}
