/** Public surface of corpus search (docs/RECOMMENDATIONS.md "Corpus search"). */
export { CorpusSearchView } from './components/corpus-search-view';
export { corpusSearchPath, isCorpusScope } from './state/corpus-search-url';
