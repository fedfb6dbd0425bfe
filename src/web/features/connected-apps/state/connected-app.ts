/**
 * One connected app as /v3/getConnectedServices lists it, and how the page names it: an OAuth
 * grant ("App <consumer key>") shows "App" and its key, one of Satchel's own apps ("Satchel for
 * Chromium") and a personal access token their names.
 */
import { scopeWords } from '../../../../common/token-scopes';

export interface ConnectedApp {
  id: number;
  name: string;
  consumer_key: string | null;
  /** Unix seconds, as a string (Pocket's v3 style). */
  created_at: string;
  last_used_at: string | null;
  /** What the token may do, fixed when it was granted (src/common/token-scopes.ts). */
  scopes: string[];
}

export interface ConnectedServicesReply {
  status: number;
  error: string | null;
  apps?: ConnectedApp[];
}

/** The app's scopes in words, as the consent page named them. */
export function appPermissions(app: Pick<ConnectedApp, 'scopes'>): string[] {
  return scopeWords(app.scopes ?? []);
}

export const connectedAppsKey = ['connectedApps'] as const;

export function appsOf(reply: ConnectedServicesReply | null): ConnectedApp[] {
  if (!reply || reply.status !== 1)
    throw new Error(reply?.error ?? 'Connected apps request failed');
  return reply.apps ?? [];
}

/** The list with `id` taken out (the optimistic disconnect). */
export function withoutApp(apps: readonly ConnectedApp[], id: number): ConnectedApp[] {
  return apps.filter((app) => app.id !== id);
}

/** An OAuth grant named "App <key>" (an app Satchel does not know by name). */
export function isUnnamedApp(app: ConnectedApp): boolean {
  return app.consumer_key !== null && app.name === `App ${app.consumer_key}`;
}

/** What the confirmation dialog calls the app. */
export function appTitle(app: ConnectedApp): string {
  return app.consumer_key ? app.name : `“${app.name}”`;
}
