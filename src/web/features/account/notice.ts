/**
 * What the login page needs from the account feature, apart from the page itself (so the login
 * chunk does not carry the settings page): the notice after an account was deleted.
 */
export { AccountDeletedNotice, isAccountDeletedSource } from './components/account-deleted-notice';
