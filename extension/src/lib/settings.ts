/**
 * What the extension keeps in chrome.storage.local: the instance, the access token and the
 * account it belongs to, and why the user was sent back to Connect (a revoked token).
 */
export interface Connection {
  instance: string;
  token: string;
  username: string;
}

export interface Settings {
  instance: string | null;
  connection: Connection | null;
  /** Shown on the Connect form after the extension lost its access. */
  disconnectedReason: string | null;
}

const KEYS = ['instance', 'connection', 'disconnectedReason'] as const;

export async function readSettings(): Promise<Settings> {
  const stored = await chrome.storage.local.get([...KEYS]);
  return {
    instance: typeof stored.instance === 'string' ? stored.instance : null,
    connection: isConnection(stored.connection) ? stored.connection : null,
    disconnectedReason:
      typeof stored.disconnectedReason === 'string' ? stored.disconnectedReason : null,
  };
}

function isConnection(value: unknown): value is Connection {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.instance === 'string' &&
    typeof record.token === 'string' &&
    typeof record.username === 'string'
  );
}

export async function saveConnection(connection: Connection): Promise<void> {
  await chrome.storage.local.set({
    instance: connection.instance,
    connection,
    disconnectedReason: null,
  });
}

/** Forgets the token (the instance stays, so reconnecting is one click); `reason` is shown. */
export async function forgetConnection(reason: string | null): Promise<void> {
  await chrome.storage.local.set({ connection: null, disconnectedReason: reason });
}
