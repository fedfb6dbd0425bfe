/**
 * "Add a URL": a curator proposes an article by hand, optionally with its topic. The server
 * reads the page in the background; the item shows up at once (as a prospect, or approved, as
 * the server decides for a curator's own addition), and the form says which.
 */
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import type { CorpusTopic } from '../api/corpus-overview';
import { useAddCorpusItem } from '../api/edit-corpus-item';
import { checkHttpUrl } from '../state/http-url';
import { STATE_LABELS } from '../state/corpus-labels';
import styles from './corpus-admin.module.css';
import { TopicSelect } from './topic-select';

export function AddUrlForm({ topics }: { topics?: CorpusTopic[] }) {
  const add = useAddCorpusItem();
  const [url, setUrl] = useState('');
  const [topic, setTopic] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkHttpUrl(url);
    if (!checked.ok) {
      setProblem(checked.error);
      return;
    }
    setProblem(null);
    add.mutate(
      { url: checked.url, topic: topic || null },
      {
        onSuccess: (item) => {
          setUrl('');
          setDone(
            item.state === 'PROSPECT'
              ? `Added “${item.title}” to the prospects.`
              : `“${item.title}” is in the corpus: ${STATE_LABELS[item.state].toLowerCase()}.`,
          );
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form className={styles.addForm} onSubmit={submit} noValidate>
      <TextField
        className={styles.grow}
        label="Add a URL"
        type="url"
        inputMode="url"
        placeholder="https://example.com/an-article"
        value={url}
        error={problem}
        onChange={(event) => {
          setUrl(event.target.value);
          setProblem(null);
          setDone(null);
        }}
      />
      <TopicSelect
        label="Topic"
        topics={topics}
        value={topic}
        emptyLabel="Automatic"
        onChange={setTopic}
      />
      <Button type="submit" icon={<Plus size={16} aria-hidden />} busy={add.isPending}>
        Add
      </Button>
      <p className={styles.formDone} role="status">
        {done}
      </p>
    </form>
  );
}
