/**
 * Holds a save's highlights for the reader and runs their actions: create (with the free limit
 * checked before asking the server), delete, and the note and upgrade dialogs.
 */
import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { showToast } from '../../../lib/toast';
import type { GraphQLRequestError } from '../../../lib/graphql-client';
import type { Highlight } from '../api/highlight-fields';
import { useHighlightMutations } from '../api/highlight-mutations';
import type { RenderResult } from '../lib/render-highlights';
import { atFreeLimit } from '../state/limits';
import { HighlightsContext } from './highlights-context';
import type { HighlightDraft, HighlightsContextValue } from './highlights-context';
import { NoteDialog } from './note-dialog';
import type { NoteTarget } from './note-dialog';
import { UpgradeModal } from './upgrade-modal';

export interface HighlightsProviderProps {
  /** The save's id (Pocket's itemId). */
  itemId: string;
  highlights: readonly (Highlight | null)[] | null | undefined;
  premium: boolean;
  /** The query whose cached view holds the save (the reader's). */
  queryKey: QueryKey;
  /** The save's URL and title, for a highlight's "Share" (no URL: no Share). */
  shareUrl?: string | null;
  shareTitle?: string | null;
  /**
   * No save yet (an unsaved feed entry, docs/PRODUCT.md §10.10 "Reading an entry"): highlighting
   * asks for one instead of sending a highlight nobody can keep.
   */
  onNeedsSave?: () => void;
  children: ReactNode;
}

const isLimitError = (error: GraphQLRequestError) =>
  error.code === 'BAD_USER_INPUT' && /free accounts/i.test(error.message);

export function HighlightsProvider({
  itemId,
  highlights: given,
  premium,
  queryKey,
  shareUrl,
  shareTitle,
  onNeedsSave,
  children,
}: HighlightsProviderProps) {
  const shareTarget = useMemo(
    () => (shareUrl ? { url: shareUrl, title: shareTitle ?? null } : null),
    [shareUrl, shareTitle],
  );
  const highlights = useMemo(() => (given ?? []).filter((h): h is Highlight => !!h), [given]);
  const [rendered, setRendered] = useState<RenderResult | null>(null);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [note, setNote] = useState<NoteTarget | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const mutations = useHighlightMutations(queryKey);
  const atLimit = atFreeLimit(highlights.length, premium);

  const onCreateError = useCallback((error: GraphQLRequestError) => {
    if (isLimitError(error)) setUpgradeOpen(true);
    else showToast({ message: `The highlight was not saved: ${error.message}`, tone: 'error' });
  }, []);

  const { create: createMutation, remove: removeMutation } = mutations;
  const create = useCallback(
    (draft: HighlightDraft, text?: string) => {
      if (onNeedsSave) {
        onNeedsSave();
        return;
      }
      if (atFreeLimit(highlights.length, premium)) {
        setUpgradeOpen(true);
        return;
      }
      createMutation.mutate(
        { itemId, ...draft, ...(text ? { note: text } : {}) },
        {
          onSuccess: () => {
            window.getSelection()?.removeAllRanges();
            setNote(null);
          },
          onError: onCreateError,
        },
      );
    },
    [createMutation, highlights.length, itemId, onCreateError, onNeedsSave, premium],
  );

  const value = useMemo<HighlightsContextValue>(
    () => ({
      highlights,
      shareTarget,
      premium,
      atLimit,
      rendered,
      setRendered,
      root,
      setRoot,
      creating: createMutation.isPending,
      create: (draft) => create(draft),
      createWithNote: (draft) => {
        if (onNeedsSave) onNeedsSave();
        else if (atFreeLimit(highlights.length, premium)) setUpgradeOpen(true);
        else setNote({ kind: 'new', draft });
      },
      remove: (id) =>
        removeMutation.mutate(
          { id },
          {
            onSuccess: () => showToast({ message: 'Highlight deleted' }),
            onError: (error) =>
              showToast({ message: `Could not delete: ${error.message}`, tone: 'error' }),
          },
        ),
      openNote: (id) => setNote({ kind: 'existing', id }),
      openUpgrade: () => setUpgradeOpen(true),
    }),
    [
      atLimit,
      create,
      createMutation.isPending,
      highlights,
      onNeedsSave,
      premium,
      removeMutation,
      rendered,
      root,
      shareTarget,
    ],
  );

  const noteHighlight =
    note?.kind === 'existing' ? (highlights.find((h) => h.id === note.id) ?? null) : null;

  return (
    <HighlightsContext.Provider value={value}>
      {children}
      <NoteDialog
        target={note}
        highlight={noteHighlight}
        creating={createMutation.isPending}
        mutations={mutations}
        onCreate={(draft, text) => create(draft, text)}
        onClose={() => setNote(null)}
      />
      <UpgradeModal open={upgradeOpen} onOpenChange={setUpgradeOpen} />
    </HighlightsContext.Provider>
  );
}
