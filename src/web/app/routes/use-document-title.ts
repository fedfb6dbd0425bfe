import { useEffect } from 'react';

/** Sets `<title>` to "<page> · Satchel". */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = page ? `${page} · Satchel` : 'Satchel';
  }, [page]);
}
