/** Public surface of the QA feature: the QA Tools modal (q then a). */
export { QaTools } from './components/qa-tools-on-demand';
