/** The /home page, apart from any index so the route loads it in its own chunk. */
export { HomeView } from './components/home-view';
