/** Public surface of the listen feature: the reader toolbar's Listen button and its player. */
export { ListenButton } from './components/listen-button';
