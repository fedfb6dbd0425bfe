/**
 * The reader opened from the inbox (docs/PRODUCT.md §10.10 "Reading an entry"): the view it came
 * from, Back to it, and the entries before and after the one on screen in that view's order (the
 * inbox's own cached pages, read on while the entry is the last one loaded). Going to an entry
 * opens it in the reader, a failed page too (the reader offers its original), and marks it seen
 * as opening it in the inbox does.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  entryReaderId,
  entryReaderPath,
  inboxPath,
  inboxViewOfReader,
} from '../state/reader-links';
import type { FeedEntry } from './get-feed-items';
import { useInbox } from './get-feed-items';
import { sendEntriesSeen } from './set-entries-seen';

/** Pages read at most to find the entry on screen (100 a page is the server's largest). */
const MAX_PAGES = 10;
/** The walk keeps the view as loaded: an "unseen only" view read again would drop the entry. */
const KEEP_MS = 10 * 60_000;

export interface InboxReading {
  backTo: string;
  previous: FeedEntry | null;
  next: FeedEntry | null;
  open: (entry: FeedEntry) => void;
}

const matches = (entry: FeedEntry, readerId: string) =>
  entry.savedItemId === readerId || entry.item?.itemId === readerId;

export function useInboxReading(readerId: string, search: URLSearchParams): InboxReading | null {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const view = inboxViewOfReader(search);
  const inbox = useInbox(view ?? { feedId: null, unseenOnly: false }, false, {
    enabled: view !== null,
    staleTime: KEEP_MS,
  });
  const entries = useMemo(
    () =>
      (inbox.data?.pages.flatMap((page) => page.entries) ?? []).filter(
        (entry) => entryReaderId(entry) !== null,
      ),
    [inbox.data],
  );
  const index = entries.findIndex((entry) => matches(entry, readerId));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = inbox;
  const pages = inbox.data?.pages.length ?? 0;
  const readOn =
    view !== null &&
    Boolean(hasNextPage) &&
    !isFetchingNextPage &&
    (index === entries.length - 1 || (index === -1 && pages > 0 && pages < MAX_PAGES));
  useEffect(() => {
    if (readOn) void fetchNextPage();
  }, [readOn, fetchNextPage]);

  // The neighbours found last, should the entry leave the loaded view.
  const last = useRef<{ previous: FeedEntry | null; next: FeedEntry | null } | null>(null);
  // This view stays on screen until the next one renders: a key pressed meanwhile is not its.
  const left = useRef(false);
  if (index !== -1) {
    last.current = { previous: entries[index - 1] ?? null, next: entries[index + 1] ?? null };
  }
  if (!view) return null;
  return {
    backTo: inboxPath(view),
    previous: last.current?.previous ?? null,
    next: last.current?.next ?? null,
    open: (entry) => {
      const path = entryReaderPath(entry, view, true);
      if (!path || left.current) return;
      left.current = true;
      if (!entry.seen) void sendEntriesSeen(queryClient, [entry.id], true).catch(() => undefined);
      void navigate(path);
    },
  };
}
