/**
 * What an app's access token may do (docs/API.md "Scopes"): the one list of scopes, the words the
 * consent page and Connected apps show for each, and which scopes an app is granted. A token's
 * scopes are fixed when it is granted and stored with it; a browser session is never limited.
 * A new scope is added here (and granted below); the server's policies name it.
 */
import { CHROMIUM_EXTENSION_KEY, FIREFOX_EXTENSION_KEY } from './extension-apps.js';

export const TOKEN_SCOPES = ['saves', 'tags', 'highlights', 'lists', 'captures'] as const;

export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** What each scope lets an app do, as a line under "It will be able to". */
export const SCOPE_WORDS: Readonly<Record<TokenScope, string>> = {
  saves: 'Read, add, archive, favorite and delete your saves, and search and share them',
  tags: 'Read, add, rename and remove the tags on your saves',
  highlights: 'Read, add and delete your highlights and their notes',
  lists: 'Read, make and change your lists',
  captures: 'Save a page as your browser shows it (its HTML, for pages behind a sign-in)',
};

/** What no app's token can do, whatever its scopes: these need the website itself. */
export const NEVER_FOR_APPS: readonly string[] = [
  'See your email or change your account settings',
  'Import or export your library',
  'Follow feeds or manage your connected apps',
  'Administer this Satchel or curate its recommendations',
];

/** Every Pocket app, and any personal token an operator makes (npm run cli tokens:create). */
export const APP_SCOPES: readonly TokenScope[] = ['saves', 'tags', 'highlights', 'lists'];

/** Satchel's own browser extension also uploads the page it captured (docs/EXTENSION.md). */
export const EXTENSION_SCOPES: readonly TokenScope[] = [...APP_SCOPES, 'captures'];

/**
 * The scopes an app asking with this consumer key is granted. A consumer key is a label, not a
 * proof: the consent page shows these scopes, and the user's answer is the gate.
 */
export function scopesForConsumerKey(consumerKey: string): readonly TokenScope[] {
  return consumerKey === CHROMIUM_EXTENSION_KEY || consumerKey === FIREFOX_EXTENSION_KEY
    ? EXTENSION_SCOPES
    : APP_SCOPES;
}

export function isTokenScope(value: string): value is TokenScope {
  return (TOKEN_SCOPES as readonly string[]).includes(value);
}

/** Stored or sent scopes in the list's order, unknown and repeated names dropped. */
export function tokenScopesOf(values: readonly string[]): TokenScope[] {
  return TOKEN_SCOPES.filter((scope) => values.includes(scope));
}

/** The words for a token's scopes, in the list's order (for the consent page and Connected apps). */
export function scopeWords(scopes: readonly string[]): string[] {
  return tokenScopesOf(scopes).map((scope) => SCOPE_WORDS[scope]);
}
