/**
 * The tagging dialog's editor (docs/PRODUCT.md §4 "Tagging"): the chosen tags as chips, then a
 * field. Enter or a comma adds what was typed (normalised like the server does; an invalid name
 * shows why), Backspace in the empty field removes the last tag, a chip's × removes it, clicking
 * chips selects them and Delete removes the selected ones. While typing, the user's existing tags
 * that match are offered (arrow keys and Enter, or a click). A counter "current/25" follows
 * what is typed; past 25 it says 'Character Limit Exceeded' (docs/PRODUCT.md §5) and the name is
 * not added.
 */
import { X } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { matchTags } from '../state/tag-list';
import { CHARACTER_LIMIT_EXCEEDED, tagCharacterCount } from '../state/tag-limit';
import {
  addTag,
  removeActiveTags,
  removeLastTag,
  removeTag,
  toggleActiveTag,
  useTaggingStore,
} from '../state/tagging-store';
import styles from './tagging-dialog.module.css';

export interface TagEditorProps {
  /** What is typed and not added yet (owned by the dialog, which adds it on Save). */
  text: string;
  onTextChange: (text: string) => void;
  error: string | null;
  onError: (error: string | null) => void;
  /** The user's tag names, for autocomplete. */
  knownTags: readonly string[];
  /** Enter in the empty field. */
  onSubmit: () => void;
  disabled?: boolean;
}

export function TagEditor({
  text,
  onTextChange,
  error,
  onError,
  knownTags,
  onSubmit,
  disabled = false,
}: TagEditorProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const tagNames = useTaggingStore((s) => s.tagNames);
  const activeTags = useTaggingStore((s) => s.activeTags);
  const [highlight, setHighlight] = useState(-1);
  const options = useMemo(() => matchTags(knownTags, text, tagNames), [knownTags, text, tagNames]);
  const listId = `${id}-options`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const count = tagCharacterCount(text);
  const message = error ?? (count.over ? CHARACTER_LIMIT_EXCEEDED : null);

  /** Adds each name; keeps the first refusal's reason on screen. Returns the refused names. */
  const commit = (names: readonly string[]): string[] => {
    let reason: string | null = null;
    const refused: string[] = [];
    for (const name of names) {
      if (!name.trim()) continue;
      const result = addTag(name);
      if (result.ok) continue;
      refused.push(name.trim());
      reason ??= result.reason;
    }
    onError(reason);
    return refused;
  };

  const pick = (name: string) => {
    commit([name]);
    onTextChange('');
    setHighlight(-1);
    inputRef.current?.focus();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setHighlight(-1);
    if (!value.includes(',')) {
      onTextChange(value);
      if (error) onError(null);
      return;
    }
    // "a, b, c": everything before the last comma is added; the rest stays in the field, after
    // any name that was refused (too long, say), so nothing typed is lost.
    const parts = value.split(',');
    const rest = parts.pop() ?? '';
    const refused = commit(parts);
    onTextChange([...refused, rest.trimStart()].filter(Boolean).join(', '));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Enter': {
        event.preventDefault();
        const option = highlight >= 0 ? options[highlight] : undefined;
        if (option !== undefined) pick(option);
        else if (text.trim()) {
          if (commit([text]).length === 0) onTextChange('');
        } else onSubmit();
        return;
      }
      case 'Backspace':
      case 'Delete':
        if (text !== '') return;
        event.preventDefault();
        if (activeTags.length > 0) removeActiveTags();
        else if (event.key === 'Backspace') removeLastTag();
        return;
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        // -1 is the field itself: the highlight wraps through it.
        const last = options.length - 1;
        setHighlight((current) =>
          event.key === 'ArrowDown'
            ? current >= last
              ? -1
              : current + 1
            : current <= -1
              ? last
              : current - 1,
        );
        return;
      }
      default:
    }
  };

  const onChipKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Delete' && event.key !== 'Backspace') return;
    event.preventDefault();
    removeActiveTags();
    inputRef.current?.focus();
  };

  const activeOption = highlight >= 0 ? options[highlight] : undefined;
  return (
    <div className={styles.editor}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        Tags
      </label>
      <div
        className={[styles.field, message ? styles.fieldInvalid : ''].join(' ')}
        onClick={(event) => {
          if (event.target === event.currentTarget) inputRef.current?.focus();
        }}
      >
        <ul className={styles.chips} aria-label="Chosen tags">
          {tagNames.map((name) => {
            const active = activeTags.includes(name);
            return (
              <li key={name} className={[styles.chip, active ? styles.chipActive : ''].join(' ')}>
                <button
                  type="button"
                  className={styles.chipName}
                  aria-pressed={active}
                  title={active ? 'Selected: press Delete to remove' : 'Select'}
                  onClick={() => toggleActiveTag(name)}
                  onKeyDown={onChipKeyDown}
                  disabled={disabled}
                >
                  {name}
                </button>
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={`Remove tag ${name}`}
                  onClick={() => {
                    removeTag(name);
                    inputRef.current?.focus();
                  }}
                  disabled={disabled}
                >
                  <X size={14} aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className={styles.input}
          value={text}
          onChange={onChange}
          onKeyDown={onKeyDown}
          placeholder={tagNames.length ? 'Add another tag' : 'Add a tag'}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${listId}-${highlight}` : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${message ? errorId : hintId} ${countId}`}
          disabled={disabled}
          // The dialog opens to type a tag straight away.
          autoFocus
        />
      </div>
      <div className={styles.meta}>
        {message ? (
          <p id={errorId} className={styles.error} role="alert">
            {message}
          </p>
        ) : (
          <p id={hintId} className={styles.hint}>
            Press Enter or a comma to add a tag.
          </p>
        )}
        <p
          id={countId}
          className={[styles.count, count.over ? styles.countOver : ''].join(' ')}
          data-testid="tag-character-count"
        >
          <span className="visually-hidden">Characters: </span>
          {count.text}
        </p>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Your tags"
        className={styles.options}
        hidden={options.length === 0}
      >
        {options.map((name, index) => (
          <li
            key={name}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === highlight}
            className={[styles.option, index === highlight ? styles.optionActive : ''].join(' ')}
            // Keep the focus in the field.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(name)}
          >
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
