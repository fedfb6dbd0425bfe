import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { deriveItemDisplay } from '../../../../common/item-display';
import { paths } from '../../../lib/paths';
import { dismissToast, showToast } from '../../../lib/toast';
import { cachedSeen, useInboxReading, useSaveEntry, useSetEntriesSeen } from '../../feeds';
import { HighlightsProvider, HighlightsSidebar, useHighlightsSidebar } from '../../highlights';
import { useReaderAddToList } from '../../lists';
import { openTagging } from '../../tags';
import { ShortcutHelp } from '../../shortcuts';
import { useDeleteSavedItem, useToggleSavedItem } from '../../../lib/saved-items';
import { useReaderMirror } from '../api/item-actions';
import { readerItemOf, readerKeys } from '../../../lib/saved-items';
import { useReaderItem } from '../api/reader-item';
import { loadFont } from '../lib/fonts';
import { resolvedSettings, useDisplaySettings } from '../state/display-settings';
import { usePremium } from '../../auth';
import { useReaderShortcuts } from '../state/use-reader-shortcuts';
import { ArticleView } from './article-view';
import { EntryNotice } from './entry-notice';
import { ReaderInterstitial } from './reader-interstitial';
import { ReadFailure, ReaderNotFound, ReaderSkeleton } from './reader-states';
import { ReaderToolbar } from './reader-toolbar';
import styles from './reader-view.module.css';

/** The reading column's CSS variables from the display settings (premium gates applied). */
function useReaderStyle(): CSSProperties {
  const premium = usePremium();
  const fontSize = useDisplaySettings((s) => s.fontSize);
  const lineHeight = useDisplaySettings((s) => s.lineHeight);
  const columnWidth = useDisplaySettings((s) => s.columnWidth);
  const fontFamily = useDisplaySettings((s) => s.fontFamily);
  const resolved = resolvedSettings({ fontSize, lineHeight, columnWidth, fontFamily }, premium);
  const fontKey = resolved.font.key;
  useEffect(() => {
    void loadFont(fontKey).catch(() => undefined);
  }, [fontKey]);
  return {
    '--reader-font': resolved.font.stack,
    '--reader-size': `${Math.round(resolved.fontSizePx * resolved.font.scale * 100) / 100}px`,
    '--reader-line-height': String(resolved.lineHeight),
    '--reader-width': `${resolved.columnWidthPx}px`,
  } as CSSProperties;
}

/**
 * `/read/:id`: loads the save, then shows the article, a state, or the fallback page; or an
 * unsaved entry of the reader's feed inbox, with Save (docs/PRODUCT.md §10.10 "Reading an
 * entry"). Opened from the inbox (`?from=feeds`), Back returns there and j / k walk its entries.
 */
export function ReaderView({ id }: { id: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const reading = useInboxReading(id, search);
  const saveEntry = useSaveEntry();
  const setEntriesSeen = useSetEntriesSeen();
  const [seenNow, setSeenNow] = useState<boolean | null>(null);
  // The "save to highlight" prompt, gone once the entry is saved or left.
  const savePrompt = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (savePrompt.current !== null) dismissToast(savePrompt.current);
    },
    [],
  );
  const queryClient = useQueryClient();
  const premium = usePremium();
  const step = useDisplaySettings((s) => s.step);
  const query = useReaderItem(id);
  const toggle = useToggleSavedItem();
  const mirror = useReaderMirror(id);
  const remove = useDeleteSavedItem();
  const style = useReaderStyle();
  const highlightsOpen = useHighlightsSidebar((s) => s.open);
  const toggleHighlights = useHighlightsSidebar((s) => s.toggle);

  const view = query.data;
  const saved =
    view?.savedItem && view.savedItem.status !== 'DELETED' && !view.fallbackPage
      ? view.savedItem
      : null;
  const item = readerItemOf(saved);
  // An unsaved entry of the reader's own feed inbox: its page's article, read without a save.
  const entry = !saved && !view?.fallbackPage ? (view?.feedEntry ?? null) : null;
  const entryItem = entry?.item ?? null;
  const display = useMemo(() => {
    const context = { origin: window.location.origin, source: 'reader' } as const;
    if (saved)
      return deriveItemDisplay({ ...saved, item: item ?? { givenUrl: saved.url } }, context);
    if (!entry) return null;
    // The page's own title first; the entry's (the feed's) while the page has none.
    const title = entryItem?.title ? null : entry.title;
    return deriveItemDisplay(
      { url: entry.url, title, item: entryItem ?? { givenUrl: entry.url } },
      context,
    );
  }, [saved, item, entry, entryItem]);

  const backTo = reading?.backTo ?? paths.saves;
  const back = () => void navigate(backTo);

  // Saving keeps the reader on the article: the same address now finds the save.
  const onSaveEntry = entry
    ? () =>
        saveEntry.mutate(entry, {
          onSuccess: (savedId) => {
            if (savePrompt.current !== null) dismissToast(savePrompt.current);
            if (savedId === entryItem?.itemId) void query.refetch();
            else
              void navigate(`/read/${encodeURIComponent(savedId)}${location.search}`, {
                replace: true,
              });
          },
        })
    : undefined;
  const entrySeen = entry ? (seenNow ?? cachedSeen(queryClient, entry.id) ?? entry.seen) : false;
  const onToggleSeen = entry
    ? () => {
        const seen = !entrySeen;
        setSeenNow(seen);
        void setEntriesSeen([entry.id], seen).catch(() => setSeenNow(!seen));
      }
    : undefined;
  // Highlights (and the reading position) are kept with a save: say so, with Save.
  const askToSave = onSaveEntry
    ? () => {
        if (savePrompt.current !== null) dismissToast(savePrompt.current);
        savePrompt.current = showToast({
          message: 'Highlights are kept with your saves. Save this entry to highlight it.',
          action: { label: 'Save', altText: 'Save this entry', onAction: onSaveEntry },
        });
      }
    : undefined;
  const onArchive = saved
    ? () => void toggle(saved, saved.isArchived ? 'unarchive' : 'archive', mirror)
    : undefined;
  const onFavorite = saved
    ? () => void toggle(saved, saved.isFavorite ? 'unfavorite' : 'favorite', mirror)
    : undefined;
  // After a delete the reader goes back to Saves; the "Item deleted · Undo" toast goes along.
  const onDelete = saved
    ? () =>
        remove.mutate(saved.id, {
          onSuccess: (deleted) => {
            if (!deleted) return;
            queryClient.removeQueries({ queryKey: readerKeys.all });
            void navigate(paths.saves);
          },
        })
    : undefined;

  const onTag = saved
    ? () =>
        openTagging({
          itemIds: [saved.id],
          tagNames: (saved.tags ?? []).map((tag) => tag.name),
          isBulk: false,
        })
    : undefined;

  const onAddToList = useReaderAddToList(saved);

  useReaderShortcuts({
    back,
    tag: onTag,
    archive: onArchive,
    favorite: onFavorite,
    remove: onDelete,
    fontSize: (delta) => step('fontSize', delta),
    columnWidth: premium ? (delta) => step('columnWidth', delta) : undefined,
    nextEntry: reading?.next ? () => reading.open(reading.next!) : undefined,
    previousEntry: reading?.previous ? () => reading.open(reading.previous!) : undefined,
    saveEntry: onSaveEntry,
    toggleEntrySeen: onToggleSeen,
  });

  let content;
  if (query.isPending) content = <ReaderSkeleton />;
  else if (query.isError)
    content = (
      <ReadFailure
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (saved && display) {
    content = (
      <ArticleView
        url={saved.url}
        tags={saved.tags ?? []}
        savedItemId={saved.id}
        item={item}
        display={display}
        pollExpired={query.pollExpired}
        restartPolling={query.restartPolling}
      />
    );
  } else if (entry && display && onSaveEntry) {
    content = (
      <ArticleView
        url={entry.url}
        tags={[]}
        savedItemId={null}
        notice={
          <EntryNotice
            feedTitle={entry.feed.title}
            saving={saveEntry.isPending}
            onSave={onSaveEntry}
          />
        }
        item={entryItem}
        display={display}
        pollExpired={query.pollExpired}
        restartPolling={query.restartPolling}
      />
    );
  } else if (
    view?.fallbackPage?.__typename === 'ReaderInterstitial' &&
    view.fallbackPage.itemCard
  ) {
    content = (
      <ReaderInterstitial card={view.fallbackPage.itemCard} onSaved={() => void query.refetch()} />
    );
  } else {
    const message =
      view?.fallbackPage?.__typename === 'ItemNotFound' ? view.fallbackPage.message : null;
    content = (
      <ReaderNotFound
        message={message ?? 'This item could not be found.'}
        backTo={<Link to={paths.saves}>Go to your Saves</Link>}
      />
    );
  }

  // Highlights need an article (not a player or an image) to be drawn in.
  const highlightable =
    saved &&
    item &&
    item.parseStatus !== 'PENDING' &&
    item.hasVideo !== 'IS_VIDEO' &&
    item.hasImage !== 'IS_IMAGE';
  const highlights = saved?.annotations?.highlights;

  return (
    <HighlightsProvider
      itemId={saved?.id ?? ''}
      highlights={highlights}
      premium={premium}
      queryKey={readerKeys.item(id)}
      shareUrl={display?.saveUrl ?? saved?.url}
      shareTitle={display?.title}
      onNeedsSave={askToSave}
    >
      <div className={styles.reader} style={style}>
        <ShortcutHelp />
        <ReaderToolbar
          backTo={backTo}
          backLabel={reading ? 'Back to Feeds' : undefined}
          walk={
            reading
              ? {
                  onPrevious: reading.previous ? () => reading.open(reading.previous!) : undefined,
                  onNext: reading.next ? () => reading.open(reading.next!) : undefined,
                }
              : undefined
          }
          entry={
            entry && onSaveEntry && onToggleSeen && askToSave
              ? {
                  seen: entrySeen,
                  onToggleSeen,
                  saving: saveEntry.isPending,
                  onSave: onSaveEntry,
                  onHighlights: askToSave,
                }
              : undefined
          }
          externalUrl={display?.externalUrl}
          listenItemId={highlightable && item.parseStatus === 'PARSED' ? saved.id : undefined}
          highlights={
            highlightable
              ? {
                  open: highlightsOpen,
                  count: highlights?.length ?? 0,
                  onToggle: toggleHighlights,
                }
              : undefined
          }
          actions={
            saved && onArchive && onFavorite && onDelete && onTag
              ? {
                  isArchived: saved.isArchived,
                  isFavorite: saved.isFavorite,
                  onArchive,
                  onFavorite,
                  onDelete,
                  deleting: remove.isPending,
                  onTag,
                  onAddToList,
                  share: { url: display?.saveUrl ?? saved.url, title: display?.title },
                }
              : undefined
          }
        />
        <main
          id="main"
          className={`${styles.main} ${highlightable && highlightsOpen ? styles.withSidebar : ''}`}
          tabIndex={-1}
        >
          {content}
        </main>
        {highlightable ? <HighlightsSidebar /> : null}
      </div>
    </HighlightsProvider>
  );
}
