/**
 * The actions of one tag's view (`/saves/tags/{tag}`, docs/POCKET-COMPATIBILITY.md §4.2
 * "rename/delete tag in header"): back to all tags, Pin/Unpin, Rename and Delete. A rename asks for
 * the new name and a confirmation, then replaces the route with the new tag's; a delete asks for
 * confirmation and goes to /saves/tags. A failure leaves everything as it was and shows an error
 * toast.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Pin, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { showToast } from '../../../lib/toast';
import { usePinnedTags, useTogglePin } from '../api/app-settings';
import { useUsersTags } from '../api/get-users-tags';
import { deleteTagEverywhere, renameTagEverywhere } from '../api/tag-mutations';
import { tagPath, TAGS_PATH } from '../state/tag-paths';
import type { TagSubFilter } from '../state/tag-paths';
import { RenameTagDialog } from './rename-tag-dialog';
import styles from './tag-view-actions.module.css';

function failed(what: string, error: unknown) {
  const reason = error instanceof Error ? ` ${error.message}` : '';
  showToast({ message: `Couldn't ${what}.${reason}`, tone: 'error' });
}

export function TagViewActions({ tag, subFilter }: { tag: string; subFilter: TagSubFilter }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const pinned = usePinnedTags().includes(tag);
  const togglePin = useTogglePin();
  const tags = useUsersTags();
  const existing = useMemo(() => (tags.data?.tags ?? []).map((t) => t.name), [tags.data]);
  const [renameStep, setRenameStep] = useState<'edit' | 'confirm' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);

  const rename = async (newName: string) => {
    setBusy(true);
    try {
      const stored = await renameTagEverywhere(client, tag, newName);
      setRenameStep(null);
      showToast({ message: `Tag renamed to “${stored}”` });
      void navigate(tagPath(stored, subFilter), { replace: true });
    } catch (error) {
      setRenameStep(null);
      failed('rename the tag', error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteTagEverywhere(client, tag);
      setConfirmDelete(false);
      showToast({ message: `Tag “${tag}” deleted` });
      void navigate(TAGS_PATH, { replace: true });
    } catch (error) {
      setConfirmDelete(false);
      failed('delete the tag', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.bar}>
      <Link to={TAGS_PATH} className={styles.back}>
        <ArrowLeft size={16} aria-hidden />
        All tags
      </Link>
      <div className={styles.actions} role="group" aria-label={`Actions for tag ${tag}`}>
        <Button
          variant="ghost"
          aria-pressed={pinned}
          className={pinned ? styles.pinned : undefined}
          icon={<Pin size={16} aria-hidden />}
          onClick={() => togglePin.mutate(tag)}
        >
          {pinned ? 'Unpin' : 'Pin'}
        </Button>
        <Button
          variant="ghost"
          icon={<Pencil size={16} aria-hidden />}
          onClick={() => setRenameStep('edit')}
        >
          Rename
        </Button>
        <Button
          variant="ghost"
          icon={<Trash2 size={16} aria-hidden />}
          onClick={() => setConfirmDelete(true)}
        >
          Delete
        </Button>
      </div>
      <RenameTagDialog
        tag={tag}
        step={renameStep}
        onStepChange={(step) => {
          if (!busy) setRenameStep(step);
        }}
        existing={existing}
        busy={busy}
        onRename={(newName) => void rename(newName)}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={`Delete the tag “${tag}”?`}
        confirmLabel="Delete tag"
        tone="danger"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
        name="confirm-delete-tag"
      >
        <p>The tag is removed from every save that has it. The saves themselves stay.</p>
      </ConfirmDialog>
    </div>
  );
}
