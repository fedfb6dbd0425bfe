/** Public surface of corpus search (docs/RECOMMENDATIONS.md "Corpus search"). */
export { CorpusSearchView } from './components/corpus-search-view';
export { isCorpusScope } from './state/corpus-search-url';
