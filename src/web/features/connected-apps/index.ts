/** Public surface of the connected-apps feature: the /account/apps page. */
export { ConnectedApps } from './components/connected-apps';
