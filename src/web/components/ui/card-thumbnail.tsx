import { useLayoutEffect, useRef, useState } from 'react';
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

/**
 * A 3:2 thumbnail through the image cache. The lettered placeholder shows until the image has
 * loaded, and stays when it is absent or broken: no empty box or broken-image icon flashes while
 * a list of cards (search results as they change) waits for its images.
 */
export function CardThumbnail({ src, label, colorKey, className }: CardThumbnailProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const show = src !== null && failedSrc !== src;
  const loaded = show && loadedSrc === src;
  const letter = (/[\p{L}\p{N}]/u.exec(label)?.[0] ?? '?').toUpperCase();

  // An image already in the browser's cache may be complete before React listens for `load`.
  useLayoutEffect(() => {
    const element = image.current;
    if (element && src && element.complete && element.naturalWidth > 0) setLoadedSrc(src);
  }, [src]);

  return (
    <div className={[styles.frame, className ?? ''].join(' ')} aria-hidden="true">
      {loaded ? null : (
        <div
          className={styles.placeholder}
          style={{ ['--hue' as string]: hueOf(colorKey ?? label) }}
        >
          {letter}
        </div>
      )}
      {show ? (
        <img
          ref={image}
          className={[styles.image, loaded ? '' : styles.loading].join(' ')}
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onLoad={(event) => {
            if (event.currentTarget.naturalWidth > 0) setLoadedSrc(src);
            else setFailedSrc(src);
          }}
          onError={() => setFailedSrc(src)}
        />
      ) : null}
    </div>
  );
}
