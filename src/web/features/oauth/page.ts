/** The /auth/authorize consent page (third-party apps, Pocket's OAuth), for its lazily loaded route. */
export { OAuthAuthorize } from './components/oauth-authorize';
