/** The /save page, loaded lazily by the router (it brings the saves, tags and lists dialogs). */
export { SaveLinkPage } from './components/save-link-page';
