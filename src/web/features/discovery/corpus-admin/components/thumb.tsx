/**
 * An article's picture as a thumbnail; it goes away when it does not load (a page's image on
 * another host is often gone or refuses other sites), rather than showing a broken image.
 */
import { useState } from 'react';

export function Thumb({ src, className }: { src: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return null;
  return (
    <img className={className} src={src} alt="" loading="lazy" onError={() => setFailed(src)} />
  );
}
