/**
 * "Upload OPML": many instance feeds at once. Each outline's topic comes from its folder name
 * or `category` when that names one of the 15 topics, else from the topic chosen here. The
 * result says how many were added and lists every outline that was not, with the reason.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import type { CorpusTopic } from '../api/corpus-overview';
import { corpusKeys } from '../api/query-keys';
import { uploadCorpusOpml } from '../api/upload-corpus-opml';
import styles from './corpus-admin.module.css';
import { TopicSelect } from './topic-select';

export function OpmlUpload({ topics }: { topics?: CorpusTopic[] }) {
  const client = useQueryClient();
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [topic, setTopic] = useState('');
  const upload = useMutation({
    mutationFn: ({ file: chosen, topic: fallback }: { file: File; topic: string }) =>
      uploadCorpusOpml(chosen, fallback || null),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: corpusKeys.feeds }),
        client.invalidateQueries({ queryKey: corpusKeys.overview }),
      ]),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    upload.mutate(
      { file, topic },
      {
        onSuccess: () => {
          setFile(null);
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  const result = upload.data;
  return (
    <form className={styles.tool} onSubmit={submit} noValidate>
      <h3 className={styles.toolTitle}>Upload OPML</h3>
      <p className={styles.muted}>
        Outlines in a folder (or with a category) named after a topic get that topic; the others get
        the topic below.
      </p>
      <div className={styles.field}>
        <label htmlFor={fileId} className={styles.label}>
          OPML file (up to 2 MB)
        </label>
        <input
          id={fileId}
          ref={input}
          className={styles.file}
          type="file"
          accept=".opml,.xml,text/x-opml,application/xml,text/xml"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            upload.reset();
          }}
        />
      </div>
      <TopicSelect
        label="Topic for outlines without one"
        topics={topics}
        value={topic}
        emptyLabel="None: skip them"
        onChange={setTopic}
      />
      <div>
        <Button
          type="submit"
          variant="secondary"
          icon={<Upload size={16} aria-hidden />}
          busy={upload.isPending}
          disabled={!file}
        >
          Upload
        </Button>
      </div>
      {upload.error ? (
        <p className={styles.formError} role="alert">
          {upload.error.message}
        </p>
      ) : null}
      {result ? (
        <div role="status" className={styles.opmlResult}>
          <p>
            Added {result.added} feed{result.added === 1 ? '' : 's'}
            {result.alreadyThere > 0 ? `; ${result.alreadyThere} were already there` : ''}.
            {result.added > 0 ? ' They are fetched in the background.' : ''}
          </p>
          {result.problems.length > 0 ? (
            <>
              <p>
                {result.problems.length} outline{result.problems.length === 1 ? ' was' : 's were'}{' '}
                not added:
              </p>
              <ul className={styles.problems}>
                {result.problems.map((problem, index) => (
                  <li key={index}>
                    <strong>{problem.title ?? problem.url ?? 'An outline'}</strong>
                    {problem.folder ? (
                      <span className={styles.muted}> in {problem.folder}</span>
                    ) : null}
                    {problem.url && problem.title ? (
                      <span className={styles.url}> {problem.url}</span>
                    ) : null}
                    : {problem.reason}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
