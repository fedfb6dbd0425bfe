/**
 * The highlights inside the article: draws them into the sanitised article HTML after each
 * change (lib/render-highlights), offers "Highlight" and "Highlight with note" for a selection
 * (docs/POCKET-COMPATIBILITY.md §4.3), and a menu for a clicked highlight (note, share, delete).
 */
import * as Popover from '@radix-ui/react-popover';
import { Highlighter, MessageSquarePlus, NotebookPen, Share2, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { makePatch, normalizeQuote } from '../../../../common/highlight-patch';
import { showToast } from '../../../lib/toast';
import { ShareItemDialog } from '../../share';
import { collectText, rangeToOffsets } from '../lib/collect-text';
import { renderHighlights } from '../lib/render-highlights';
import { HIGHLIGHT_CLASS } from '../lib/wrap-highlights';
import { MAX_QUOTE_LENGTH } from '../state/limits';
import { useHighlights } from './highlights-context';
import type { HighlightDraft, HighlightsContextValue } from './highlights-context';
import styles from './highlight-layer.module.css';

interface Measurable {
  getBoundingClientRect: () => DOMRect;
}

interface SelectionState {
  draft: HighlightDraft;
  tooLong: boolean;
  /** Opened from the keyboard: focus moves into the popover. */
  viaKeyboard: boolean;
}

const sameText = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

/** The selection under `root` as a highlight draft, or null. */
function draftFromSelection(root: HTMLElement): { draft: HighlightDraft; range: Range } | null {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) return null;
  const collected = collectText(root);
  const offsets = rangeToOffsets(collected, root, range);
  if (!offsets) return null;
  const slice = collected.text.slice(offsets.start, offsets.end);
  // The quote as the reader sees it (selection text), unless hidden text makes them differ.
  const selected = selection.toString().trim();
  const quote = sameText(selected, slice) ? selected : normalizeQuote(slice);
  return {
    draft: { quote, patch: makePatch(collected.text, offsets.start, offsets.end) },
    range: range.cloneRange(),
  };
}

export function HighlightLayer(props: {
  contentRef: RefObject<HTMLDivElement | null>;
  html: string;
}) {
  const context = useHighlights();
  return context ? <Layer {...props} context={context} /> : null;
}

function Layer({
  contentRef,
  html,
  context,
}: {
  contentRef: RefObject<HTMLDivElement | null>;
  html: string;
  context: HighlightsContextValue;
}) {
  const { highlights, setRendered, setRoot } = context;
  const [selection, setSelection] = useState<SelectionState | null>(null);
  const [menu, setMenu] = useState<string | null>(null);
  // The quote being shared: a highlight's (its private note stays private) or a selection's.
  const [sharing, setSharing] = useState<string | null>(null);
  const selectionAnchor = useRef<Measurable | null>(null);
  const menuAnchor = useRef<Measurable | null>(null);

  useEffect(() => {
    setRoot(contentRef.current);
    return () => {
      setRoot(null);
      setRendered(null);
    };
  }, [contentRef, setRendered, setRoot]);

  // Draw before paint whenever the article or its highlights change.
  useLayoutEffect(() => {
    const root = contentRef.current;
    if (!root) return;
    setRendered(renderHighlights(root, highlights));
  }, [contentRef, html, highlights, setRendered]);

  const checkSelection = useCallback(
    (viaKeyboard: boolean) => {
      const root = contentRef.current;
      if (!root) return;
      const found = draftFromSelection(root);
      if (!found) {
        setSelection(null);
        return;
      }
      const { range, draft } = found;
      selectionAnchor.current = { getBoundingClientRect: () => range.getBoundingClientRect() };
      setMenu(null);
      setSelection({ draft, viaKeyboard, tooLong: draft.quote.length > MAX_QUOTE_LENGTH });
    },
    [contentRef],
  );

  useEffect(() => {
    const root = contentRef.current;
    if (!root) return;
    // Only a press that starts in the article makes a selection to offer (not a click in the
    // popover, the toolbar or the sidebar while an older selection is still there).
    let pressedInArticle = false;
    const onMouseDown = (event: MouseEvent) => {
      pressedInArticle = event.target instanceof Node && root.contains(event.target);
    };
    const onMouseUp = (event: MouseEvent) => {
      if (event.button !== 0 || !pressedInArticle) return;
      pressedInArticle = false;
      // After the browser has settled the selection for this click.
      window.setTimeout(() => checkSelection(false), 0);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === 'Shift') checkSelection(true);
    };
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      const span = event.target.closest<HTMLElement>(`span.${HIGHLIGHT_CLASS}[data-annotation-id]`);
      if (!span || !root.contains(span)) return;
      if (window.getSelection()?.isCollapsed === false) return;
      const id = span.dataset.annotationId;
      if (!id) return;
      menuAnchor.current = { getBoundingClientRect: () => span.getBoundingClientRect() };
      setSelection(null);
      setMenu(id);
    };
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('mouseup', onMouseUp);
    document.addEventListener('keyup', onKeyUp);
    root.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('mouseup', onMouseUp);
      document.removeEventListener('keyup', onKeyUp);
      root.removeEventListener('click', onClick);
    };
  }, [checkSelection, contentRef]);

  const act = (withNote: boolean) => {
    if (!selection) return;
    if (selection.tooLong) {
      showToast({
        message: `That passage is too long to highlight (at most ${MAX_QUOTE_LENGTH.toLocaleString('en')} characters).`,
        tone: 'error',
      });
      return;
    }
    if (withNote) context.createWithNote(selection.draft);
    else context.create(selection.draft);
    window.getSelection()?.removeAllRanges();
    setSelection(null);
  };

  const menuHighlight = menu ? highlights.find((h) => h.id === menu) : undefined;

  return (
    <>
      <Popover.Root open={selection !== null} onOpenChange={(open) => !open && setSelection(null)}>
        <Popover.Anchor virtualRef={selectionAnchor} />
        <Popover.Portal>
          <Popover.Content
            className={styles.popover}
            side="top"
            sideOffset={8}
            collisionPadding={8}
            aria-label="Highlight the selection"
            data-testid="selection-popover"
            data-highlights-popover=""
            onOpenAutoFocus={(event) => {
              if (!selection?.viaKeyboard) event.preventDefault();
            }}
            onCloseAutoFocus={(event) => event.preventDefault()}
          >
            <button
              type="button"
              className={styles.action}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => act(false)}
              disabled={context.creating}
            >
              <Highlighter size={16} aria-hidden />
              Highlight
            </button>
            <button
              type="button"
              className={styles.action}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => act(true)}
              disabled={context.creating}
            >
              <MessageSquarePlus size={16} aria-hidden />
              Highlight with note
            </button>
            {context.shareTarget ? (
              <button
                type="button"
                className={styles.action}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  // The passage goes with the share link as its quote, nothing is highlighted.
                  setSharing(selection?.draft.quote ?? null);
                  window.getSelection()?.removeAllRanges();
                  setSelection(null);
                }}
              >
                <Share2 size={16} aria-hidden />
                Share
              </button>
            ) : null}
            <Popover.Arrow className={styles.arrow} width={12} height={6} />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>

      <Popover.Root
        open={menuHighlight !== undefined}
        onOpenChange={(open) => !open && setMenu(null)}
      >
        <Popover.Anchor virtualRef={menuAnchor} />
        <Popover.Portal>
          <Popover.Content
            className={`${styles.popover} ${styles.menu}`}
            side="top"
            sideOffset={8}
            collisionPadding={8}
            aria-label="Highlight"
            data-testid="highlight-menu"
            data-highlights-popover=""
            onCloseAutoFocus={(event) => event.preventDefault()}
          >
            {menuHighlight?.note ? <p className={styles.note}>{menuHighlight.note.text}</p> : null}
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.action}
                onClick={() => {
                  if (menu) context.openNote(menu);
                  setMenu(null);
                }}
              >
                <NotebookPen size={16} aria-hidden />
                {menuHighlight?.note ? 'Edit note' : 'Add note'}
              </button>
              {context.shareTarget && menuHighlight ? (
                <button
                  type="button"
                  className={styles.action}
                  onClick={() => {
                    setSharing(menuHighlight.quote);
                    setMenu(null);
                  }}
                >
                  <Share2 size={16} aria-hidden />
                  Share
                </button>
              ) : null}
              <button
                type="button"
                className={`${styles.action} ${styles.danger}`}
                onClick={() => {
                  if (menu) context.remove(menu);
                  setMenu(null);
                }}
              >
                <Trash2 size={16} aria-hidden />
                Delete
              </button>
            </div>
            <Popover.Arrow className={styles.arrow} width={12} height={6} />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {context.shareTarget ? (
        <ShareItemDialog
          open={sharing !== null}
          onClose={() => setSharing(null)}
          url={context.shareTarget.url}
          title={context.shareTarget.title}
          quote={sharing}
        />
      ) : null}
    </>
  );
}
