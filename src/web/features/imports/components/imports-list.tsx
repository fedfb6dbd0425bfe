/**
 * "Your imports": each import with its source, file, format and age, its status and progress,
 * what it brought in (new saves, already saved, failed), the error of a failed import, and the
 * rows that could not be imported with the reason for each (docs/PRODUCT.md §10.6: say what failed
 * and why).
 */
import { TriangleAlert } from 'lucide-react';
import { relativeDate } from '../../../lib/relative-date';
import {
  countsText,
  isActive,
  moreProblems,
  pagesText,
  percentDone,
  progressText,
  STATUS_LABELS,
  type ImportRow,
} from '../state/import-row';
import { importTitle, sourceOf } from '../state/sources';
import styles from './imports.module.css';
import { ProgressBar } from './upload-progress';

function Problems({ row }: { row: ImportRow }) {
  if (row.problems.length === 0) return null;
  const more = moreProblems(row);
  return (
    <details className={styles.problems}>
      <summary className={styles.problemsSummary}>
        {row.problemCount.toLocaleString('en-US')} {row.problemCount === 1 ? 'row' : 'rows'} could
        not be imported
      </summary>
      <div className={styles.problemsScroll}>
        <table className={styles.problemsTable}>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">URL</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {row.problems.map((problem, index) => (
              <tr key={`${problem.row ?? ''}-${index}`}>
                <td className={styles.problemRow}>{problem.row ?? '–'}</td>
                <td className={styles.problemUrl}>{problem.url ?? '–'}</td>
                <td>{problem.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 ? (
        <p className={styles.problemsMore}>and {more.toLocaleString('en-US')} more</p>
      ) : null}
    </details>
  );
}

function ImportItem({ row }: { row: ImportRow }) {
  const source = sourceOf(row.importType);
  const percent = percentDone(row);
  const active = isActive(row);
  const title = importTitle(source);
  const pages = pagesText(row);
  return (
    <li className={styles.item} aria-label={`${title}${row.fileName ? `, ${row.fileName}` : ''}`}>
      <div className={styles.itemHead}>
        <div className={styles.itemText}>
          <span className={styles.itemTitle}>{title}</span>
          <span className={styles.itemMeta}>
            {[row.fileName, row.format, relativeDate(row.createdAt)].filter(Boolean).join(' · ')}
          </span>
        </div>
        <span className={styles.status} data-status={row.status} role="status">
          {STATUS_LABELS[row.status]}
        </span>
      </div>
      {active || row.status === 'DONE' ? (
        <div className={styles.itemProgress}>
          <ProgressBar
            value={percent ?? 0}
            indeterminate={percent === null}
            label={`${title}: progress`}
          />
          <span className={styles.itemProgressText}>{progressText(row)}</span>
        </div>
      ) : null}
      <p className={styles.counts}>{countsText(row)}</p>
      {pages ? (
        <p className={styles.counts} aria-live="polite" data-testid="import-pages">
          {pages}
        </p>
      ) : null}
      {row.status === 'FAILED' && row.error ? (
        <p className={styles.itemError}>
          <TriangleAlert size={16} aria-hidden className={styles.errorIcon} />
          {row.error}
        </p>
      ) : null}
      <Problems row={row} />
    </li>
  );
}

export function ImportsList({ rows }: { rows: readonly ImportRow[] }) {
  return (
    <ul className={styles.items} aria-label="Your imports">
      {rows.map((row) => (
        <ImportItem key={row.id} row={row} />
      ))}
    </ul>
  );
}
