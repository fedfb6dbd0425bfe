/**
 * Rename a tag (docs/PRODUCT.md §4 "Tagging": request, confirm, then success or failure). The new
 * name is normalised as the server will store it (a name over 25 characters is refused with
 * 'Character Limit Exceeded', never cut; the hint counts "current/25"); a confirmation follows,
 * which says when the new name already exists and the two tags will be merged.
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { normalizeTagName } from '../../../../common/tag-rules';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { CHARACTER_LIMIT_EXCEEDED, checkTagName, tagCharacterCount } from '../state/tag-limit';

export interface RenameTagDialogProps {
  tag: string;
  /** 'edit': asking for the name; 'confirm': asking to go ahead; null: closed. */
  step: 'edit' | 'confirm' | null;
  onStepChange: (step: 'edit' | 'confirm' | null) => void;
  /** The user's tag names (to tell a merge from a plain rename). */
  existing: readonly string[];
  busy: boolean;
  onRename: (newName: string) => void;
}

export function RenameTagDialog({
  tag,
  step,
  onStepChange,
  existing,
  busy,
  onRename,
}: RenameTagDialogProps) {
  const [value, setValue] = useState(tag);
  const [error, setError] = useState<string | null>(null);
  const [newName, setNewName] = useState(tag);

  // Each rename starts from the current name.
  useEffect(() => {
    if (step === null) {
      setValue(tag);
      setError(null);
    }
  }, [step, tag]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkTagName(value);
    if (!result.ok) {
      setError(result.reason);
      return;
    }
    if (result.name === tag) {
      setError('That is already the name of this tag.');
      return;
    }
    setNewName(result.name);
    onStepChange('confirm');
  };

  const merge = existing.includes(newName);
  const preview = normalizeTagName(value);
  const count = tagCharacterCount(value);
  const hint = `${
    preview.ok && preview.name !== value
      ? `It will be saved as “${preview.name}”.`
      : 'Tags are stored in lower case, up to 25 characters.'
  } ${count.text}`;
  return (
    <>
      <Modal
        open={step === 'edit'}
        onOpenChange={(open) => {
          if (!open) onStepChange(null);
        }}
        title="Rename tag"
        name="rename-tag"
        footer={
          <>
            <Button variant="secondary" onClick={() => onStepChange(null)}>
              Cancel
            </Button>
            <Button type="submit" form="rename-tag-form">
              Rename
            </Button>
          </>
        }
      >
        <form id="rename-tag-form" onSubmit={submit} noValidate>
          <TextField
            label="New name"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            error={error ?? (count.over ? `${CHARACTER_LIMIT_EXCEEDED} (${count.text})` : null)}
            hint={hint}
            autoFocus
            autoComplete="off"
            spellCheck={false}
          />
        </form>
      </Modal>
      <ConfirmDialog
        open={step === 'confirm'}
        title={merge ? `Merge “${tag}” into “${newName}”?` : `Rename “${tag}” to “${newName}”?`}
        confirmLabel={merge ? 'Merge tags' : 'Rename tag'}
        busy={busy}
        onConfirm={() => onRename(newName)}
        onCancel={() => onStepChange(null)}
        name="confirm-rename-tag"
      >
        <p>
          {merge
            ? `“${newName}” already exists: the saves tagged “${tag}” get “${newName}” instead, and the two tags become one.`
            : `Every save tagged “${tag}” will be tagged “${newName}”.`}
        </p>
      </ConfirmDialog>
    </>
  );
}
