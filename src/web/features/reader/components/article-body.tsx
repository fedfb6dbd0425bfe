import { useEffect, useMemo, useRef } from 'react';
import { imageCacheUrl } from '../../../../common/image-cache-url';
import { articleText } from '../../../lib/text-direction';
import { HighlightLayer } from '../../highlights';
import type { ReaderItem } from '../../../lib/saved-items';
import { EMBED_SANDBOX, isAllowedEmbed, sanitizeArticleHtml } from '../lib/sanitize';
import styles from './article.module.css';

/** The player of an IS_VIDEO item: only https players on allowlisted hosts, sandboxed. */
function VideoEmbed({ item }: { item: ReaderItem }) {
  const src = item.videos?.find((video) => isAllowedEmbed(video.src))?.src;
  if (!src) return null;
  return (
    <div className={styles.video}>
      <iframe
        src={src}
        title={item.title ? `Video: ${item.title}` : 'Video'}
        sandbox={EMBED_SANDBOX}
        allow="fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    </div>
  );
}

/** The image of an IS_IMAGE item, large, through the image cache. */
function ImageView({ item }: { item: ReaderItem }) {
  const image = item.images?.[0];
  const src = imageCacheUrl(image?.url ?? item.topImageUrl, { width: 1600, format: 'webp' });
  if (!src) return null;
  return (
    <figure className={styles.imageItem}>
      <img src={src} alt={image?.caption ?? item.title ?? ''} />
      {image?.caption || image?.credit ? (
        <figcaption>
          {image.caption}
          {image.credit ? <cite> {image.credit}</cite> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** Sanitised article HTML (a second, client-side pass over the server's sanitised HTML). */
function ArticleHtml({
  html,
  lang,
  dir,
}: {
  html: string;
  lang: string | undefined;
  dir: 'ltr' | 'rtl' | 'auto';
}) {
  const clean = useMemo(() => sanitizeArticleHtml(html), [html]);
  const ref = useRef<HTMLDivElement>(null);
  // An image that fails to load is removed (with its figure), as Pocket's reader did.
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const drop = (image: HTMLImageElement) => {
      const figure = image.closest('figure');
      const gone = figure && root.contains(figure) ? figure : image;
      const link = gone.parentElement?.closest('a');
      gone.remove();
      // A link that held only the image would be left an empty tab stop without a name.
      const empty = link && !link.textContent?.trim() && !link.querySelector('img, video, iframe');
      if (empty && root.contains(link)) link.remove();
    };
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) drop(event.target);
    };
    root.addEventListener('error', onError, true);
    root.querySelectorAll('img').forEach((image) => {
      if (image.complete && image.naturalWidth === 0 && image.currentSrc) drop(image);
    });
    return () => root.removeEventListener('error', onError, true);
  }, []);
  const content = (
    <div
      ref={ref}
      className={styles.content}
      lang={lang}
      dir={dir}
      data-testid="article-content"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
  // Highlights are drawn into the injected HTML (within a reader's HighlightsProvider).
  return (
    <>
      {content}
      <HighlightLayer contentRef={ref} html={clean} />
    </>
  );
}

/** What the reader shows for the item: player, image, or the article itself. */
export function ArticleBody({ item }: { item: ReaderItem }) {
  if (item.hasVideo === 'IS_VIDEO') {
    return (
      <>
        <VideoEmbed item={item} />
        {item.excerpt ? (
          <p className={styles.excerpt} lang={item.language ?? undefined}>
            {item.excerpt}
          </p>
        ) : null}
      </>
    );
  }
  if (item.hasImage === 'IS_IMAGE') {
    return (
      <>
        <ImageView item={item} />
        {item.excerpt ? (
          <p className={styles.excerpt} lang={item.language ?? undefined}>
            {item.excerpt}
          </p>
        ) : null}
      </>
    );
  }
  const text = articleText(item);
  return <ArticleHtml html={item.article ?? ''} lang={text.lang} dir={text.dir} />;
}

/** True when there is something to read: an article, a player or an image. */
export function hasReadableBody(item: ReaderItem): boolean {
  if (item.hasVideo === 'IS_VIDEO') return item.videos?.some((v) => isAllowedEmbed(v.src)) ?? false;
  if (item.hasImage === 'IS_IMAGE') return Boolean(item.images?.[0]?.url ?? item.topImageUrl);
  return Boolean(item.article?.trim());
}
