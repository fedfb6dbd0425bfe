/**
 * One reported list on /admin/moderation: its title (a link to its public page when it has
 * one), owner, how often and when it was reported, each report (reason, comment, reporter),
 * its moderation status, and Hide or Restore.
 */
import { Eye, EyeOff, Flag } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { REASON_LABELS } from '../state/moderation-cache';
import type { ReportedListRow } from '../state/moderation-cache';
import styles from './admin-moderation.module.css';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export interface ReportedListCardProps {
  list: ReportedListRow;
  onHide: (list: ReportedListRow) => void;
  onRestore: (list: ReportedListRow) => void;
}

export function ReportedListCard({ list, onHide, onRestore }: ReportedListCardProps) {
  const titleId = useId();
  const hidden = list.moderationStatus === 'HIDDEN';
  const reports = `${list.reportCount} report${list.reportCount === 1 ? '' : 's'}`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-status={list.moderationStatus}>
      <header className={styles.cardHeader}>
        <div className={styles.cardHeading}>
          <h2 id={titleId} className={styles.listTitle}>
            {list.publicPath ? (
              <a href={list.publicPath} target="_blank" rel="noopener noreferrer">
                {list.title}
              </a>
            ) : (
              list.title
            )}
          </h2>
          <p className={styles.meta}>
            by <span className={styles.owner}>{list.ownerUsername}</span>
            <span aria-hidden> · </span>
            <span className={styles.reportCount}>
              <Flag size={14} aria-hidden /> {reports}
            </span>
          </p>
          <p className={styles.lastReported}>Last reported {formatDate(list.lastReportedAt)}</p>
        </div>
        <span className={hidden ? styles.statusHidden : styles.statusVisible}>
          {hidden ? <EyeOff size={14} aria-hidden /> : <Eye size={14} aria-hidden />}
          {hidden ? 'Hidden' : 'Visible'}
        </span>
      </header>

      {hidden ? (
        <div className={styles.moderation}>
          <p className={styles.moderationBy}>Hidden by {list.moderatedBy ?? 'an administrator'}</p>
          {list.moderationReason ? <p>{list.moderationReason}</p> : null}
        </div>
      ) : null}

      <ul className={styles.reports} aria-label={`Reports of ${list.title}`}>
        {list.reports.map((report) => (
          <li key={`${report.reporterUsername}-${report.createdAt}`} className={styles.report}>
            <p className={styles.reportLine}>
              <span className={styles.reason}>{REASON_LABELS[report.reason]}</span>
              <span className={styles.reporter}>
                {report.reporterUsername} · {formatDate(report.createdAt)}
              </span>
            </p>
            {report.comment ? <p className={styles.comment}>{report.comment}</p> : null}
          </li>
        ))}
      </ul>

      <div className={styles.actions}>
        {hidden ? (
          <Button
            variant="secondary"
            icon={<Eye size={16} aria-hidden />}
            onClick={() => onRestore(list)}
            aria-label={`Restore ${list.title}`}
          >
            Restore
          </Button>
        ) : (
          <Button
            variant="danger"
            icon={<EyeOff size={16} aria-hidden />}
            onClick={() => onHide(list)}
            aria-label={`Hide ${list.title}`}
          >
            Hide
          </Button>
        )}
      </div>
    </article>
  );
}
