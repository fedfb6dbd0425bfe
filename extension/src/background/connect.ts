/**
 * Connecting to an instance with Satchel's OAuth for apps (Pocket's consumer-key flow,
 * docs/EXTENSION.md "Connect"): ask for a code, open the consent page in a tab, then trade the
 * code for a token once the user chose Allow — noticed when the tab reaches the redirect URI, and
 * by polling /v3/oauth/authorize, which answers 403 (158) until then.
 */
import { callSatchel } from '../lib/api.js';
import { CONSUMER_KEY } from '../lib/build-target.js';
import { instanceLabel, normaliseInstance } from '../lib/instance.js';
import type { ConnectStatus } from '../lib/messages.js';
import { saveConnection } from '../lib/settings.js';

interface PendingConnect {
  instance: string;
  code: string;
  tabId: number;
  redirectUri: string;
  startedAt: number;
}

const PENDING_KEY = 'pendingConnect';
const STATUS_KEY = 'connectStatus';
const POLL_MS = 1_500;
/** The server keeps a code for 30 minutes. */
const GIVE_UP_MS = 30 * 60_000;

async function setStatus(status: ConnectStatus): Promise<void> {
  await chrome.storage.local.set({ [STATUS_KEY]: status });
}

async function readPending(): Promise<PendingConnect | null> {
  const stored = await chrome.storage.session.get(PENDING_KEY);
  return (stored[PENDING_KEY] as PendingConnect | undefined) ?? null;
}

function oauthCall(instance: string, path: string, body: Record<string, string>) {
  return callSatchel(
    instance,
    path,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Accept': 'application/json' },
      body: JSON.stringify(body),
    },
    10_000,
  );
}

/** Starts connecting; the outcome arrives in chrome.storage.local `connectStatus`. */
export async function startConnect(input: string): Promise<ConnectStatus> {
  const checked = normaliseInstance(input);
  if (!checked.ok) return fail(checked.reason);
  const instance = checked.origin;
  // The user lands on their saves after answering; the extension only watches for the address.
  const redirectUri = `${instance}/saves`;
  let code: string;
  try {
    const response = await oauthCall(instance, '/v3/oauth/request', {
      consumer_key: CONSUMER_KEY,
      redirect_uri: redirectUri,
    });
    const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
    if (!response.ok || typeof body?.code !== 'string') {
      return fail(
        response.headers.get('X-Error') ??
          `${instanceLabel(instance)} did not answer like a Satchel (HTTP ${response.status}). Check the address.`,
      );
    }
    code = body.code;
  } catch {
    return fail(
      `${instanceLabel(instance)} can’t be reached. Check the address and your connection.`,
    );
  }
  await chrome.storage.local.set({ instance });
  const consent = new URL(`${instance}/auth/authorize`);
  consent.searchParams.set('request_token', code);
  consent.searchParams.set('redirect_uri', redirectUri);
  const tab = await chrome.tabs.create({ url: consent.href });
  const pending: PendingConnect = {
    instance,
    code,
    tabId: tab.id ?? -1,
    redirectUri,
    startedAt: Date.now(),
  };
  await chrome.storage.session.set({ [PENDING_KEY]: pending });
  const waiting: ConnectStatus = {
    state: 'waiting',
    message: `Waiting for you to choose Allow on ${instanceLabel(instance)}…`,
  };
  await setStatus(waiting);
  void pollUntilDecided();
  return waiting;
}

async function fail(message: string): Promise<ConnectStatus> {
  const status: ConnectStatus = { state: 'failed', message };
  await setStatus(status);
  return status;
}

type Attempt = 'connected' | 'pending' | 'finished';

let exchanging: Promise<Attempt> = Promise.resolve('pending');

/**
 * One try at trading the code; `answered` is true once the tab reached the redirect URI. Tries
 * run one after another: the poll and the tab listener must not both spend the one-time code.
 */
function tryExchange(pending: PendingConnect, answered: boolean): Promise<Attempt> {
  exchanging = exchanging.then(
    () => exchangeOnce(pending, answered),
    () => exchangeOnce(pending, answered),
  );
  return exchanging;
}

async function exchangeOnce(pending: PendingConnect, answered: boolean): Promise<Attempt> {
  const current = await readPending();
  if (current?.code !== pending.code) return 'finished';
  let response: Response;
  try {
    response = await oauthCall(pending.instance, '/v3/oauth/authorize', {
      consumer_key: CONSUMER_KEY,
      code: pending.code,
    });
  } catch {
    return 'pending'; // A blip: the next poll tries again.
  }
  if (response.ok) {
    const grant = (await response.json()) as { access_token: string; username: string };
    await chrome.storage.session.remove(PENDING_KEY);
    await saveConnection({
      instance: pending.instance,
      token: grant.access_token,
      username: grant.username,
    });
    await setStatus({
      state: 'connected',
      message: `Connected to ${instanceLabel(pending.instance)} as ${grant.username}.`,
    });
    return 'connected';
  }
  const reason = response.headers.get('X-Error') ?? `HTTP ${response.status}`;
  const notYet = response.headers.get('X-Error-Code') === '158' && !/rejected/i.test(reason);
  if (notYet && !answered) return 'pending';
  await chrome.storage.session.remove(PENDING_KEY);
  await fail(
    /rejected|not approved/i.test(reason)
      ? 'You chose Deny on Satchel’s page, so this browser is not connected.'
      : `Connecting failed: ${reason}`,
  );
  return 'finished';
}

let polling = false;

async function pollUntilDecided(): Promise<void> {
  if (polling) return;
  polling = true;
  try {
    for (;;) {
      const pending = await readPending();
      if (!pending) return;
      if (Date.now() - pending.startedAt > GIVE_UP_MS) {
        await chrome.storage.session.remove(PENDING_KEY);
        await fail('Satchel’s page was not answered within 30 minutes. Connect again.');
        return;
      }
      if ((await tryExchange(pending, false)) !== 'pending') return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    polling = false;
  }
}

/** tabs.onUpdated: the consent tab reached the redirect URI (answered) or the tab closed. */
export async function onConsentTabUpdated(tabId: number, url: string | undefined): Promise<void> {
  const pending = await readPending();
  if (!pending || pending.tabId !== tabId || !url) return;
  if (url.startsWith(pending.redirectUri)) {
    await tryExchange(pending, true);
    return;
  }
  void pollUntilDecided(); // After a worker restart, the loop resumes here.
}

export async function onConsentTabClosed(tabId: number): Promise<void> {
  const pending = await readPending();
  if (!pending || pending.tabId !== tabId) return;
  // A last try: the user may have allowed and closed the tab at once.
  if ((await tryExchange(pending, false)) !== 'pending') return;
  await chrome.storage.session.remove(PENDING_KEY);
  await fail('Satchel’s page was closed before you chose Allow. Connect again.');
}
