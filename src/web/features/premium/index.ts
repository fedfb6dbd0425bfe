/** Public surface of the premium feature: the /premium page. */
export { PremiumOverview } from './components/premium-overview';
