/** Public surface of the imports feature: the /import page. */
export { Imports } from './components/imports';
