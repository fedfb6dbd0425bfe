/**
 * v3/send's action dispatch (docs/POCKET-COMPATIBILITY.md §3.5): each action runs on its own and is
 * answered in its own result slot (`true`, an add-item object, or `false`) and error slot (`null`
 * or
 * {message, type, code}); one failing action never stops the others.
 */
import type { Actor } from '../../core/actor.js';
import { badInput, DomainError } from '../../core/errors.js';
import type { Services } from '../../services.js';
import { addAnnotation, deleteAnnotation } from './v3-actions-annotations.js';
import { timeOf } from './v3-actions-input.js';
import { add, archive, favorite, readd, remove, unfavorite } from './v3-actions-saves.js';
import {
  tagDelete,
  tagRename,
  tagsAdd,
  tagsClear,
  tagsRemove,
  tagsReplace,
} from './v3-actions-tags.js';
import { V3_ERROR_CODE } from './v3-errors.js';
import type { V3Params } from './v3-params.js';

export type ActionResult = boolean | Record<string, unknown>;
export interface ActionError {
  message: string;
  type: string;
  code: number;
}
type Action = (services: Services, actor: Actor, action: V3Params) => Promise<ActionResult>;

async function recentSearch(services: Services, actor: Actor, action: V3Params) {
  const search = typeof action.search === 'string' ? action.search : '';
  await services.search.saveRecent(actor, search, timeOf(action));
  return true as const;
}

const ACTIONS: Record<string, Action> = {
  add,
  readd,
  archive,
  favorite,
  unfavorite,
  delete: remove,
  tags_add: tagsAdd,
  tags_remove: tagsRemove,
  tags_replace: tagsReplace,
  tags_clear: tagsClear,
  tag_rename: tagRename,
  tag_delete: tagDelete,
  recent_search: recentSearch,
  add_annotation: addAnnotation,
  delete_annotation: deleteAnnotation,
};

/** Pocket's X-Error text for a code (the error slot's `type`). */
const ERROR_TYPE: Record<number, string> = {
  130: 'Bad request',
  5200: 'Forbidden',
  198: 'Internal Server Error',
};

const actionError = (message: string, code: number): ActionError => ({
  message,
  type: ERROR_TYPE[code] ?? 'Error',
  code,
});

export interface ActionOutcome {
  result: ActionResult;
  error: ActionError | null;
}

/** Runs one action; unexpected failures are reported to `log` and answered with code 198. */
export async function runAction(
  services: Services,
  actor: Actor,
  raw: unknown,
  log: (error: unknown) => void,
): Promise<ActionOutcome> {
  const action = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as V3Params;
  const name = typeof action.action === 'string' ? action.action : '';
  try {
    const run = Object.hasOwn(ACTIONS, name) ? ACTIONS[name] : undefined;
    if (!run) throw badInput(`Action "${name.slice(0, 40)}" is not supported.`, 'action');
    return { result: await run(services, actor, action), error: null };
  } catch (error) {
    if (error instanceof DomainError) {
      return { result: false, error: actionError(error.message, V3_ERROR_CODE[error.kind]) };
    }
    log(error);
    return { result: false, error: actionError('Internal Server Error', 198) };
  }
}
