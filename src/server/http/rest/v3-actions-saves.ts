/**
 * v3/send save actions (docs/POCKET-COMPATIBILITY.md §3.5): add, readd, archive, favorite,
 * unfavorite, delete. `add` is also /v3/add's implementation (§3.3): the save and its tags, in
 * one service call.
 */
import type { Actor } from '../../core/actor.js';
import { badInput } from '../../core/errors.js';
import type { SaveChange, SaveOutcome } from '../../saves/saves.service.js';
import type { Services } from '../../services.js';
import { presentAddItem } from './v3-add-item.presenter.js';
import { tagsOf, targetIdOf, targetOf, textOf, timeOf, titleOf } from './v3-actions-input.js';
import type { V3Params } from './v3-params.js';

/**
 * Saves `url` (with `title`, `tags`, `time`, and on /v3/add only Satchel's `html`, the page as the
 * browser rendered it); every field is checked before anything is written.
 */
export async function addSave(
  services: Services,
  actor: Actor,
  params: V3Params,
  options: { acceptHtml?: boolean } = {},
): Promise<SaveOutcome> {
  const url = textOf(params, 'url', true);
  const title = titleOf(params);
  const tags = tagsOf(params, false);
  const timestamp = timeOf(params);
  const html = options.acceptHtml ? htmlOf(params) : undefined;
  return services.saves.save(actor, { url, title, timestamp, tags, html });
}

/** `html`: optional, a string (its size is the save rules' to judge: saves/save-rules.ts). */
function htmlOf(params: V3Params): string | undefined {
  const html = params.html;
  if (html === undefined || html === null) return undefined;
  if (typeof html !== 'string') throw badInput("html must be a string: the page's HTML.", 'html');
  return html;
}

export async function add(services: Services, actor: Actor, action: V3Params) {
  return presentAddItem((await addSave(services, actor, action)).saved);
}

/** Re-adds a save to the top of Saves as unread (Pocket's reAddById: saving its URL again). */
export async function readd(services: Services, actor: Actor, action: V3Params) {
  return presentAddItem(await services.saves.readd(actor, targetOf(action), timeOf(action)));
}

const change = (kind: SaveChange) => async (services: Services, actor: Actor, action: V3Params) => {
  await services.saves.change(actor, await targetIdOf(services, actor, action), kind);
  return true as const;
};

export const archive = change('ARCHIVE');
export const favorite = change('FAVORITE');
export const unfavorite = change('UNFAVORITE');
export const remove = change('DELETE');
