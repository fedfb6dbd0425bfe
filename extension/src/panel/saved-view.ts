/**
 * The panel after a save: what happened (saved, already saved with when, queued, or the error in
 * words), then tags, lists, archive, remove with undo, and open in Satchel.
 */
import { describeFailure } from '../lib/api.js';
import { instanceLabel } from '../lib/instance.js';
import { sendToBackground, type SaveOutcome } from '../lib/messages.js';
import { archive, remove, undoRemove } from '../lib/operations.js';
import type { Connection } from '../lib/settings.js';
import { h, replaceContent } from './dom.js';
import { listsSection } from './lists-section.js';
import { tagsSection } from './tags-section.js';

type Saved = Extract<SaveOutcome, { kind: 'saved' }>;

const formatDate = (unixSeconds: number) =>
  new Date(unixSeconds * 1000).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

export function savedHeadline(saved: Saved): string {
  if (!saved.alreadySaved) return 'Saved';
  return saved.previouslySavedAt
    ? `Already saved on ${formatDate(saved.previouslySavedAt)}, moved to the top`
    : 'Already saved, moved to the top';
}

export function renderOutcome(root: Element, connection: Connection | null, outcome: SaveOutcome) {
  if (outcome.kind === 'queued') {
    replaceContent(
      root,
      h(
        'p',
        { class: 'headline', role: 'status', 'data-state': 'queued' },
        `Queued: will be saved when ${instanceLabel(outcome.instance)} can be reached`,
      ),
      h('p', { class: 'page-title', dir: 'auto' }, outcome.title || outcome.url),
    );
    return;
  }
  if (outcome.kind === 'error') {
    replaceContent(
      root,
      h('p', { class: 'headline error', role: 'alert', 'data-state': 'error' }, outcome.message),
    );
    return;
  }
  if (!connection) return;
  renderSaved(root, connection, outcome);
}

function renderSaved(root: Element, connection: Connection, saved: Saved): void {
  const message = h('p', { class: 'message', role: 'status', 'aria-live': 'polite' });
  const say = (text: string) => (message.textContent = text);
  const open = h(
    'a',
    {
      class: 'open',
      href: `${connection.instance}${saved.readerPath ?? '/saves'}`,
      target: '_blank',
      rel: 'noopener',
    },
    'Open in Satchel',
  );
  let archived = false;
  const archiveButton = h('button', { type: 'button' }, 'Archive');
  archiveButton.addEventListener('click', () => {
    archive(connection, saved.savedItemId, !archived).then(
      () => {
        archived = !archived;
        archiveButton.textContent = archived ? 'Move to Saves' : 'Archive';
        say(archived ? 'Archived.' : 'Moved back to Saves.');
      },
      (error: unknown) => say(describeFailure(error)),
    );
  });
  const removeButton = h('button', { type: 'button', class: 'danger' }, 'Remove');
  const details = h(
    'div',
    { class: 'details' },
    tagsSection(connection, saved.savedItemId, say),
    listsSection(
      connection,
      { itemId: saved.savedItemId, url: saved.url, title: saved.title },
      say,
    ),
    h('div', { class: 'row actions' }, archiveButton, removeButton, open),
  );
  removeButton.addEventListener('click', () => {
    remove(connection, saved.savedItemId).then(
      () => {
        void sendToBackground({ type: 'save-removed', url: saved.url });
        const undo = h('button', { type: 'button' }, 'Undo');
        undo.addEventListener('click', () => {
          undoRemove(connection, saved.savedItemId).then(
            () => renderSaved(root, connection, saved),
            (error: unknown) => say(describeFailure(error)),
          );
        });
        replaceContent(
          root,
          h('p', { class: 'headline', role: 'status' }, 'Removed from Satchel.'),
          undo,
        );
      },
      (error: unknown) => say(describeFailure(error)),
    );
  });
  replaceContent(
    root,
    h('p', { class: 'headline', role: 'status', 'data-state': 'saved' }, savedHeadline(saved)),
    h('p', { class: 'page-title', dir: 'auto' }, saved.title),
    details,
    message,
  );
  // The bench (bench/extension-save.bench.ts) reads this mark: panel opened → "Saved" shown.
  performance.mark('satchel:saved-shown');
}
