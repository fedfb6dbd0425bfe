/**
 * A feed's icon (its image-cache URL from the server) over its first letter on a colour of its
 * own, which shows while the icon loads, when there is none, or when it fails.
 */
import { useState } from 'react';
import styles from './feed-icon.module.css';

function hueOf(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return hash % 360;
}

export function FeedIcon({
  title,
  iconUrl,
  size = 20,
}: {
  title: string;
  iconUrl: string | null | undefined;
  size?: number;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const letter = (/[\p{L}\p{N}]/u.exec(title)?.[0] ?? '#').toUpperCase();
  const show = iconUrl && failed !== iconUrl;
  const visible = show && loaded === iconUrl;
  return (
    <span
      className={styles.icon}
      style={{ width: size, height: size, ['--hue' as string]: hueOf(title) }}
      aria-hidden="true"
    >
      {visible ? null : letter}
      {show ? (
        <img
          className={visible ? styles.loaded : undefined}
          src={iconUrl}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onLoad={(event) => {
            if (event.currentTarget.naturalWidth > 0) setLoaded(iconUrl);
            else setFailed(iconUrl);
          }}
          onError={() => setFailed(iconUrl)}
        />
      ) : null}
    </span>
  );
}
