/**
 * Public surface of the share feature: the social-share dialog (any address: a public list, a
 * share link) and the share dialog for a save or one of its highlights, which first creates a
 * share link. The URL builders are pure and usable elsewhere (e.g. plain HTML share links).
 */
export { SocialShareDialog } from './components/social-share-dialog';
export { ShareItemDialog } from './components/share-item-dialog-on-demand';
