/**
 * Tags in the panel: the save's tags (each removable), an input with the user's tags as
 * suggestions, and premium's suggested tags as one-click buttons. Names follow the shared rules.
 */
import { normalizeTagName } from '../../../src/common/tag-rules.js';
import { describeFailure } from '../lib/api.js';
import { setTags, tagChoices } from '../lib/operations.js';
import type { Connection } from '../lib/settings.js';
import { h, replaceContent } from './dom.js';

export function tagsSection(
  connection: Connection,
  savedItemId: string,
  say: (message: string) => void,
): HTMLElement {
  let current: string[] = [];
  let suggested: string[] = [];
  const chips = h('ul', { class: 'chips', 'aria-label': 'Tags of this save' });
  const suggestions = h('div', { class: 'suggestions' });
  const options = h('datalist', { id: 'tag-options' });
  const input = h('input', {
    id: 'tag-input',
    type: 'text',
    list: 'tag-options',
    autocomplete: 'off',
    placeholder: 'Add a tag',
    maxlength: '100',
  });

  const write = async (next: string[]) => {
    try {
      current = await setTags(connection, savedItemId, next);
      render();
      say('Tags saved.');
    } catch (error) {
      say(describeFailure(error));
    }
  };

  const add = (raw: string) => {
    const checked = normalizeTagName(raw);
    if (!checked.ok) return say(checked.reason);
    if (current.includes(checked.name)) return say(`Already tagged ${checked.name}.`);
    input.value = '';
    void write([...current, checked.name]);
  };

  function render() {
    replaceContent(
      chips,
      ...current.map((name) =>
        h(
          'li',
          {},
          h('span', {}, name),
          h(
            'button',
            {
              type: 'button',
              class: 'chip-remove',
              'aria-label': `Remove tag ${name}`,
              onclick: () => void write(current.filter((tag) => tag !== name)),
            },
            '×',
          ),
        ),
      ),
    );
    const offered = suggested.filter((name) => !current.includes(name));
    replaceContent(
      suggestions,
      offered.length > 0 && h('span', { class: 'hint' }, 'Suggested:'),
      ...offered.map((name) =>
        h('button', { type: 'button', class: 'suggestion', onclick: () => add(name) }, `+ ${name}`),
      ),
    );
  }

  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (input.value.trim()) add(input.value);
    }
  });

  tagChoices(connection, savedItemId).then(
    (choices) => {
      current = choices.current;
      suggested = choices.suggested;
      replaceContent(options, ...choices.all.map((name) => h('option', { value: name })));
      render();
    },
    (error: unknown) => say(describeFailure(error)),
  );

  return h(
    'section',
    { class: 'tags' },
    h('label', { for: 'tag-input' }, 'Tags'),
    chips,
    h(
      'div',
      { class: 'row' },
      input,
      h('button', { type: 'button', onclick: () => input.value.trim() && add(input.value) }, 'Add'),
    ),
    options,
    suggestions,
  );
}
