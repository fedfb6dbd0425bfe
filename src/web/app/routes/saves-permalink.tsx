import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';

/** `/library/?pl_i=<itemId>`: the permanent link of an item opens it in the reader. */
export function SavesPermalink() {
  const [search] = useSearchParams();
  const id = search.get('pl_i')?.trim();
  return <Navigate replace to={id ? `/read/${encodeURIComponent(id)}` : paths.saves} />;
}
