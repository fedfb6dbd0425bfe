import { useState } from 'react';
import styles from './card-thumbnail.module.css';

/** A stable hue for a string, so each publisher keeps its placeholder colour. */
function hueOf(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return hash % 360;
}

export interface CardThumbnailProps {
  src: string | null;
  /** The title: its first letter is the placeholder. */
  label: string;
  /** Picks the placeholder colour (e.g. the publisher), so a site keeps one colour. */
  colorKey?: string | null;
  className?: string;
}

/** A 3:2 thumbnail through the image cache; a lettered placeholder when absent or broken. */
export function CardThumbnail({ src, label, colorKey, className }: CardThumbnailProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const show = src !== null && failedSrc !== src;
  const letter = (/[\p{L}\p{N}]/u.exec(label)?.[0] ?? '?').toUpperCase();
  return (
    <div className={[styles.frame, className ?? ''].join(' ')} aria-hidden="true">
      {show ? (
        <img
          className={styles.image}
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <div
          className={styles.placeholder}
          style={{ ['--hue' as string]: hueOf(colorKey ?? label) }}
        >
          {letter}
        </div>
      )}
    </div>
  );
}
