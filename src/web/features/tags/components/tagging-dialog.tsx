/**
 * The tagging dialog (docs/PRODUCT.md §2 "Dialogs", §4 "Tagging"), mounted once per page shell and
 * driven by the tagging store: openTagging() from a card's Tag action, the `t` shortcut, bulk
 * edit's Tag button or the reader. For one item of a premium account the server's suggestions load
 * when it opens (idle → pending → complete; a failure shows nothing) and a click toggles one.
 * Save replaces the item's tags (or removes them all), or in bulk mode adds the tags to every
 * selected item. A failed save shows an error toast and resets the editor.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { usePremium } from '../../auth';
import { fetchTagSuggestions } from '../api/get-tag-suggestions';
import { useUsersTags } from '../api/get-users-tags';
import { saveTagsWithFeedback } from '../api/save-tags';
import {
  addTag,
  closeTagging,
  requestSuggestions,
  resetTagging,
  suggestionsFailed,
  suggestionsLoaded,
  toggleTag,
  useTaggingStore,
} from '../state/tagging-store';
import type { TaggingTarget } from '../state/tagging-store';
import { TagEditor } from './tag-editor';
import styles from './tagging-dialog.module.css';

const plural = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

/** Loads suggestions once per opening, for one item of a premium account. */
function useSuggestions(target: TaggingTarget | null, premium: boolean) {
  useEffect(() => {
    if (!target || target.isBulk || target.itemIds.length !== 1 || !premium) return;
    if (useTaggingStore.getState().tagSuggestionStatus !== 'idle') return;
    const still = () => useTaggingStore.getState().target === target;
    requestSuggestions();
    fetchTagSuggestions(target.itemIds[0]!).then(
      (names) => {
        if (still()) suggestionsLoaded(names);
      },
      () => {
        if (still()) suggestionsFailed();
      },
    );
  }, [target, premium]);
}

function Suggestions({ disabled }: { disabled: boolean }) {
  const status = useTaggingStore((s) => s.tagSuggestionStatus);
  const suggestions = useTaggingStore((s) => s.tagSuggestions);
  const tagNames = useTaggingStore((s) => s.tagNames);
  if (status === 'idle') return null;
  if (status === 'pending') {
    return (
      <p className={styles.suggestionsStatus} role="status">
        Finding suggested tags…
      </p>
    );
  }
  if (suggestions.length === 0) return null;
  return (
    <section className={styles.suggestions} aria-label="Suggested tags">
      <h3 className={styles.suggestionsTitle}>Suggested</h3>
      <ul className={styles.suggestionList}>
        {suggestions.map((name) => {
          const chosen = tagNames.includes(name);
          return (
            <li key={name}>
              <button
                type="button"
                className={[styles.suggestion, chosen ? styles.suggestionChosen : ''].join(' ')}
                aria-pressed={chosen}
                onClick={() => toggleTag(name)}
                disabled={disabled}
              >
                {name}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function TaggingDialog() {
  const client = useQueryClient();
  const premium = usePremium();
  const target = useTaggingStore((s) => s.target);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const open = target !== null;
  const tagsQuery = useUsersTags(open);
  const knownTags = useMemo(
    () => (tagsQuery.data?.tags ?? []).map((tag) => tag.name),
    [tagsQuery.data],
  );

  useSuggestions(target, premium);
  // A new opening starts with an empty field.
  useEffect(() => {
    setText('');
    setError(null);
  }, [target]);

  const close = () => {
    if (!saving) closeTagging();
  };

  const save = async () => {
    if (!target || saving) return;
    // What is still in the field counts, as if Enter had been pressed.
    if (text.trim()) {
      const result = addTag(text);
      if (!result.ok) {
        setError(result.reason);
        return;
      }
      setText('');
    }
    const names = useTaggingStore.getState().tagNames;
    if (target.isBulk && names.length === 0) {
      setError('Add at least one tag.');
      return;
    }
    setSaving(true);
    const saved = await saveTagsWithFeedback(client, target, names);
    setSaving(false);
    if (saved) {
      target.onSaved?.();
      closeTagging();
    } else {
      resetTagging();
      setText('');
      setError(null);
    }
  };

  const count = target?.itemIds.length ?? 0;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={target?.isBulk ? `Tag ${plural(count)}` : 'Edit tags'}
      description={target?.isBulk ? 'These tags are added to every selected item.' : undefined}
      name="tagging"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={() => void save()} busy={saving}>
            Save
          </Button>
        </>
      }
    >
      {open ? (
        <div className={styles.body}>
          <TagEditor
            text={text}
            onTextChange={setText}
            error={error}
            onError={setError}
            knownTags={knownTags}
            onSubmit={() => void save()}
            disabled={saving}
          />
          <Suggestions disabled={saving} />
        </div>
      ) : null}
    </Modal>
  );
}
