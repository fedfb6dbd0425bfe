/**
 * "Add to a list" in the panel: the user's lists and "New list…", for accounts that may make
 * lists (the lists pilot); others don't see the section.
 */
import { LIST_TITLE_MAX } from '../../../src/common/list-rules.js';
import { describeFailure } from '../lib/api.js';
import { addToList, createListWith, userLists, type ListEntry } from '../lib/operations.js';
import type { Connection } from '../lib/settings.js';
import { h, replaceContent } from './dom.js';

const NEW_LIST = '__new__';

export function listsSection(
  connection: Connection,
  entry: ListEntry,
  say: (message: string) => void,
): HTMLElement {
  const section = h('section', { class: 'lists', hidden: true });
  const select = h('select', { id: 'list-select' });
  const title = h('input', {
    id: 'list-title',
    type: 'text',
    placeholder: 'New list’s name',
    maxlength: String(LIST_TITLE_MAX),
    hidden: true,
    'aria-label': 'New list’s name',
  });
  const button = h('button', { type: 'button' }, 'Add');

  select.addEventListener('change', () => {
    title.hidden = select.value !== NEW_LIST;
    if (!title.hidden) title.focus();
  });
  button.addEventListener('click', () => {
    button.disabled = true;
    const creating = select.value === NEW_LIST;
    const chosen = select.selectedOptions[0]?.textContent ?? '';
    const done = creating
      ? title.value.trim()
        ? createListWith(connection, title.value.trim(), entry).then((list) => {
            select.insertBefore(
              h('option', { value: list.externalId }, list.title),
              select.firstChild,
            );
            select.value = list.externalId;
            title.hidden = true;
            title.value = '';
            return list.title;
          })
        : Promise.reject(new Error('Give the new list a name.'))
      : addToList(connection, select.value, entry).then(() => chosen);
    done
      .then((name) => say(`Added to ${name}.`))
      .catch((error: unknown) => say(describeFailure(error)))
      .finally(() => (button.disabled = false));
  });

  userLists(connection).then(
    (lists) => {
      if (lists === null) return;
      replaceContent(
        select,
        ...lists.map((list) => h('option', { value: list.externalId }, list.title)),
        h('option', { value: NEW_LIST }, 'New list…'),
      );
      title.hidden = lists.length > 0;
      section.hidden = false;
    },
    () => undefined, // Lists are optional here; the save itself already worked.
  );

  replaceContent(
    section,
    h('label', { for: 'list-select' }, 'Add to a list'),
    h('div', { class: 'row' }, select, button),
    title,
  );
  return section;
}
