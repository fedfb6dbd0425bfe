/** Public surface of the account feature: the /account page. */
export { AccountSettings } from './components/account-settings';
