/** "12.4 MB", "380 KB", "0 KB": the space the offline copies take, in decimal units. */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 KB';
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(2)} GB`;
}

/** "38 articles, 12.4 MB". */
export function describeKept(articles: number, bytes: number): string {
  return `${articles} article${articles === 1 ? '' : 's'}, ${formatSize(bytes)}`;
}

/** "1 change waiting to be sent", "3 changes waiting to be sent". */
export function describeWaiting(count: number): string {
  return `${count} change${count === 1 ? '' : 's'} waiting to be sent`;
}
