/**
 * v3/send annotation actions (docs/POCKET-COMPATIBILITY.md §3.5, proxy extensions): add_annotation
 * on a save by `item_id` or `url`, delete_annotation by `annotation_id`. Annotations are
 * highlights.
 */
import type { Actor } from '../../core/actor.js';
import { badInput } from '../../core/errors.js';
import type { Services } from '../../services.js';
import { targetOf, textOf } from './v3-actions-input.js';
import type { V3Params } from './v3-params.js';

/** `annotation`: an object, or its JSON text. */
function annotationOf(action: V3Params) {
  let value = action.annotation;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw badInput('annotation must be an object.', 'annotation');
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw badInput('annotation is required.', 'annotation');
  }
  const fields = value as V3Params;
  const version = Number(fields.version);
  if (!Number.isInteger(version)) throw badInput('annotation.version is required.', 'version');
  return {
    id: textOf(fields, 'annotation_id') ?? null,
    quote: textOf(fields, 'quote', true),
    patch: textOf(fields, 'patch', true),
    version,
  };
}

export async function addAnnotation(services: Services, actor: Actor, action: V3Params) {
  const target = targetOf(action);
  const annotation = annotationOf(action);
  if ('url' in target) await services.highlights.createByUrl(actor, { ...annotation, ...target });
  else await services.highlights.create(actor, [{ ...annotation, itemId: target.itemId }]);
  return true as const;
}

export async function deleteAnnotation(services: Services, actor: Actor, action: V3Params) {
  await services.highlights.delete(actor, textOf(action, 'annotation_id', true));
  return true as const;
}
