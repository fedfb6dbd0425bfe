import { Bookmark, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { imageCacheUrl } from '../../../../common/image-cache-url';
import { hostWithoutWww } from '../../../../common/item-display';
import { outgoingUrl } from '../../../../common/outgoing-url';
import { Button } from '../../../components/ui/button';
import { useUpsertSavedItem } from '../../../lib/saved-items';
import type { ReaderFallbackPage } from '../../../lib/saved-items';
import styles from './reader-interstitial.module.css';

type ItemCard = NonNullable<
  Extract<ReaderFallbackPage, { __typename: 'ReaderInterstitial' }>['itemCard']
>;

/**
 * A deleted save of this account's (anyone else's item answers "not found"): a preview card of
 * the item with "Open original" and "Save" (ItemUpsert). Saving brings the reader back (`onSaved`).
 */
export function ReaderInterstitial({ card, onSaved }: { card: ItemCard; onSaved: () => void }) {
  const upsert = useUpsertSavedItem();
  const [imageFailed, setImageFailed] = useState(false);
  const image = imageCacheUrl(card.image?.url, {
    width: 1200,
    height: 630,
    format: 'jpg',
    focal: true,
  });
  const domain = card.domain?.name ?? hostWithoutWww(card.url);
  const original = /^https?:\/\//i.test(card.url) ? outgoingUrl(card.url, 'reader') : null;
  return (
    <article className={styles.card} aria-label={card.title ?? 'Item preview'}>
      {image && !imageFailed ? (
        <img className={styles.image} src={image} alt="" onError={() => setImageFailed(true)} />
      ) : null}
      <div className={styles.body}>
        <p className={styles.notice}>This item is not in your Saves.</p>
        <h1 className={styles.title}>{card.title ?? domain ?? card.url}</h1>
        {domain ? <p className={styles.domain}>{domain}</p> : null}
        {card.excerpt ? <p className={styles.excerpt}>{card.excerpt}</p> : null}
        <div className={styles.actions}>
          <Button
            variant="primary"
            icon={<Bookmark size={16} aria-hidden />}
            busy={upsert.isPending}
            onClick={() => upsert.mutate({ url: card.url }, { onSuccess: onSaved })}
          >
            Save
          </Button>
          {original ? (
            <a className={styles.link} href={original} target="_blank" rel="noopener noreferrer">
              <ExternalLink size={16} aria-hidden />
              Open original
            </a>
          ) : null}
        </div>
        {upsert.isError ? (
          <p className={styles.error} role="alert">
            {upsert.error.message}
          </p>
        ) : null}
      </div>
    </article>
  );
}
