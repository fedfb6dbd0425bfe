/** What a signed-in user who is neither an administrator nor a curator sees at /admin/corpus. */
import { ShieldAlert } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import styles from './corpus-admin.module.css';

export function CorpusRefusal() {
  return (
    <EmptyState
      icon={<ShieldAlert size={28} aria-hidden />}
      title="You need administrator or curator rights"
    >
      <p>
        Only an administrator or a curator of this Satchel instance can review its corpus and
        instance feeds. If you run this instance, make someone a curator with{' '}
        <code className={styles.code}>npm run cli -- users:grant &lt;email&gt; curator</code>.
      </p>
    </EmptyState>
  );
}
