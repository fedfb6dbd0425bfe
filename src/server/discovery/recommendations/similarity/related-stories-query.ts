/** The related stories of a save, as the reader asks for them (tests of related stories). */

export const RELATED = `query Related($id: ID!, $count: Int) { user { savedItemById(id: $id) { item { ... on Item { relatedAfterArticle(count: $count) { id reason { type name } corpusItem { id url title publisher } } } } } } }`;

export interface Related {
  id: string;
  reason: { type: string; name: string } | null;
  corpusItem: { id: string; url: string; title: string; publisher: string };
}
