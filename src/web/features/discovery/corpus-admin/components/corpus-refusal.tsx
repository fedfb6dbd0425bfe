/**
 * What a signed-in user who is neither an administrator nor a curator sees at /admin/corpus: a
 * plain sentence. How an operator grants the right is on /admin/users and in docs/CORPUS.md.
 */
import { ShieldAlert } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/empty-state';

export function CorpusRefusal() {
  return (
    <EmptyState
      icon={<ShieldAlert size={28} aria-hidden />}
      title="You need administrator or curator rights"
    >
      <p>
        Only an administrator or a curator of this Satchel instance can review its corpus and
        instance feeds. Ask an administrator of this instance to make you a curator.
      </p>
    </EmptyState>
  );
}
