/**
 * OPML import and export. Import: a file input (an .opml or .xml file of up to 2 MB) sent to
 * `POST /api/feeds/opml`; the page then says how many feeds were subscribed and how many were
 * there already, and lists every outline it could not use with the reason. Export: a download
 * link to `GET /api/feeds/opml`.
 */
import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner';
import { importOpml, OPML_PATH } from '../api/opml';
import { feedsKeys } from '../api/query-keys';
import { opmlSummary } from '../state/opml-result';
import type { OpmlImportResult } from '../state/opml-result';
import styles from './opml-panel.module.css';

/**
 * The result is kept by the page (`result`, `onResult`): an import from the empty page fills the
 * list, which replaces that page with the two panes, and the result must still be there to read.
 */
export function OpmlPanel({
  result,
  onResult,
  onImported,
  showExport = true,
}: {
  result: OpmlImportResult | null;
  onResult: (result: OpmlImportResult | null) => void;
  onImported?: () => void;
  showExport?: boolean;
}) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const setResult = onResult;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const answer = await importOpml(file);
      setResult(answer);
      onImported?.();
      void queryClient.invalidateQueries({ queryKey: feedsKeys.all });
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : 'The import failed.');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={styles.panel}>
      <div className={styles.buttons}>
        <label className={styles.button} aria-busy={busy || undefined}>
          {busy ? <Spinner size={16} /> : <Upload size={16} aria-hidden />}
          {busy ? 'Importing…' : 'Import OPML'}
          <input
            ref={input}
            type="file"
            accept=".opml,.xml,text/x-opml,text/xml,application/xml"
            className="visually-hidden"
            disabled={busy}
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
        </label>
        {showExport ? (
          <a className={styles.button} href={OPML_PATH} download="satchel-feeds.opml">
            <Download size={16} aria-hidden />
            Export OPML
          </a>
        ) : null}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {result ? (
        <div className={styles.result} role="status">
          <p className={styles.summary}>{opmlSummary(result)}</p>
          {result.problems.length > 0 ? (
            <>
              <p className={styles.problemsTitle}>
                {result.problems.length === 1
                  ? '1 outline could not be used:'
                  : `${result.problems.length} outlines could not be used:`}
              </p>
              <ul className={styles.problems}>
                {result.problems.map((problem, index) => (
                  <li key={index}>
                    <span>
                      <span className={styles.problemName} dir="auto">
                        {problem.title ?? problem.url ?? 'An outline without a name'}
                      </span>
                      {problem.folder ? (
                        <span className={styles.problemFolder}>
                          {' '}
                          in <bdi>{problem.folder}</bdi>
                        </span>
                      ) : null}
                    </span>
                    {problem.title && problem.url ? (
                      <span className={styles.problemUrl}>{problem.url}</span>
                    ) : null}
                    <span className={styles.problemReason}>{problem.reason}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <button type="button" className={styles.dismiss} onClick={() => setResult(null)}>
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}
