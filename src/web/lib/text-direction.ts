/**
 * `dir` and `lang` for text that comes from an article (its title, excerpt, byline, snippets, body),
 * from Item.language and Item.direction. Where the direction is unknown, `auto` lets the browser
 * take it from the text's first strong letter, so an Arabic or Hebrew title still reads right to
 * left. The UI's own words around that text keep the page's direction.
 */
export interface ArticleLanguage {
  language?: string | null;
  direction?: 'LTR' | 'RTL' | null;
}

export interface TextAttributes {
  dir: 'ltr' | 'rtl' | 'auto';
  lang?: string;
}

export function articleText(item: ArticleLanguage | null | undefined): TextAttributes {
  const dir = item?.direction === 'RTL' ? 'rtl' : item?.direction === 'LTR' ? 'ltr' : 'auto';
  return item?.language ? { dir, lang: item.language } : { dir };
}
