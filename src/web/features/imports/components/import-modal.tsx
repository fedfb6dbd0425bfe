/**
 * The Import modal (docs/PRODUCT.md §2 "Import modal", §4 "Import"): titled with the source's name,
 * a file picker, Import (disabled until a file is chosen and while uploading), the progress bar
 * while the file uploads, then "Continue" after success or the error text with the chance to try
 * again. Closing resets it (and cancels an upload in flight).
 */
import { CircleCheck, FileUp, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { isAbort, startImport as defaultStartImport } from '../api/start-import';
import type { StartImport } from '../api/start-import';
import {
  ACCEPTED_TEXT,
  canImport,
  formatBytes,
  INITIAL_UPLOAD,
  UNKNOWN_ERROR,
  uploadReducer,
} from '../state/import-upload';
import { importTitle } from '../state/sources';
import type { ImportSource } from '../state/sources';
import styles from './imports.module.css';
import { ProgressBar } from './upload-progress';
import { useGrowingProgress } from './use-growing-progress';

export interface ImportModalProps {
  /** The source being imported from; null: closed. */
  source: ImportSource | null;
  onClose: () => void;
  /** After the server accepted a file (the list of imports refreshes). */
  onAccepted?: (importId: string | null) => void;
  /** The upload itself (tests pass their own). */
  startImport?: StartImport;
}

export function ImportModal({
  source,
  onClose,
  onAccepted,
  startImport = defaultStartImport,
}: ImportModalProps) {
  const [state, dispatch] = useReducer(uploadReducer, INITIAL_UPLOAD);
  const abort = useRef<AbortController | null>(null);
  const inputId = useId();
  const hintId = useId();
  const uploading = state.phase === 'uploading';
  const shown = useGrowingProgress(uploading, state.sent);

  // The title and hint stay during the closing animation, after `source` went back to null.
  const [shownSource, setShownSource] = useState(source);
  if (source && source !== shownSource) setShownSource(source);
  const view = source ?? shownSource;

  // Leaving the page cancels an upload in flight.
  useEffect(() => () => abort.current?.abort(), []);

  const close = () => {
    abort.current?.abort();
    abort.current = null;
    dispatch({ type: 'reset' });
    onClose();
  };

  const submit = async () => {
    if (!source || !state.file || !canImport(state)) return;
    const controller = new AbortController();
    abort.current = controller;
    dispatch({ type: 'start' });
    try {
      const accepted = await startImport(source.id, state.file, {
        signal: controller.signal,
        onProgress: (percent) => dispatch({ type: 'sent', percent }),
      });
      if (controller.signal.aborted) return;
      dispatch({ type: 'succeed', importId: accepted.importId });
      onAccepted?.(accepted.importId);
    } catch (error) {
      if (isAbort(error) || controller.signal.aborted) return;
      dispatch({ type: 'fail', message: error instanceof Error ? error.message : UNKNOWN_ERROR });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };

  const footer =
    state.phase === 'success' ? (
      <Button onClick={close} autoFocus>
        Continue
      </Button>
    ) : (
      <>
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button
          onClick={() => void submit()}
          disabled={!canImport(state)}
          busy={uploading}
          icon={<FileUp size={16} aria-hidden />}
        >
          {state.phase === 'error' ? 'Try again' : 'Import'}
        </Button>
      </>
    );

  const problem = state.fileProblem;
  return (
    <Modal
      open={source !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={view ? importTitle(view) : 'Import'}
      description={view?.hint}
      footer={footer}
      name="import"
    >
      {state.phase === 'success' ? (
        <div className={styles.outcome} role="status">
          <CircleCheck size={20} aria-hidden className={styles.outcomeIcon} />
          <div>
            <p className={styles.outcomeTitle}>{ACCEPTED_TEXT}</p>
            <p className={styles.outcomeDetail}>
              Follow its progress under “Your imports”. Big libraries can take a while: you can
              leave this page.
            </p>
          </div>
        </div>
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label className={styles.fileLabel} htmlFor={inputId}>
            Export file
          </label>
          <input
            id={inputId}
            className={styles.fileInput}
            type="file"
            name="file"
            accept={view?.accept || undefined}
            disabled={uploading}
            aria-describedby={hintId}
            aria-invalid={problem ? true : undefined}
            onChange={(event) =>
              dispatch({ type: 'choose', file: event.target.files?.[0] ?? null })
            }
          />
          <p id={hintId} className={problem ? styles.fileProblem : styles.fileHint}>
            {problem ??
              (state.file
                ? `${state.file.name} · ${formatBytes(state.file.size)}`
                : `One file, up to 50 MB${view?.accept ? ` (${view.accept.replaceAll(',', ', ')})` : ''}.`)}
          </p>
          {uploading ? (
            <div className={styles.uploading}>
              <ProgressBar value={shown} label="Upload progress" />
              <p className={styles.uploadingText} aria-hidden="true">
                {shown >= 100 ? 'Checking the file…' : `Uploading… ${Math.round(shown)}%`}
              </p>
            </div>
          ) : null}
          {/* Announced once per state change, not at every percent. */}
          <p className="visually-hidden" role="status">
            {uploading ? `Uploading ${state.file?.name ?? 'the file'}` : ''}
          </p>
          {state.phase === 'error' && state.error ? (
            <div className={styles.error} role="alert">
              <TriangleAlert size={18} aria-hidden className={styles.errorIcon} />
              <p>{state.error}</p>
            </div>
          ) : null}
        </form>
      )}
    </Modal>
  );
}
