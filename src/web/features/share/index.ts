/**
 * Public surface of the share feature: the social-share dialog (any address: a public list, a
 * share link) and the share dialog for a save or one of its highlights, which first creates a
 * share link. The URL builders are pure and usable elsewhere (e.g. plain HTML share links).
 */
export { SocialShareDialog } from './components/social-share-dialog';
export type { SocialShareDialogProps } from './components/social-share-dialog';
export { ShareItemDialog } from './components/share-item-dialog-on-demand';
export type { ShareItemDialogProps } from './components/share-item-dialog';
export {
  mastodonShareUrl,
  parseMastodonInstance,
  shareText,
  shareUrlFor,
} from './state/share-urls';
export type { ShareNetwork, ShareTarget } from './state/share-urls';
export { MASTODON_INSTANCE_KEY } from './state/mastodon-instance';
