/**
 * Words of an article for the topic classifier: Intl.Segmenter's word boundaries (so German
 * compounds stay whole and Japanese or Chinese text is split into words, not characters or
 * nothing), lower-cased, without numbers, one-letter Latin words and common English and German
 * function words. Pure.
 */

/** Function words that say nothing about a topic (the commonest of each language). */
const STOP_WORDS: ReadonlySet<string> = new Set(
  [
    // English
    'a about above after again against all also am an and any are as at be because been before',
    'being below between both but by can could did do does doing down during each few for from',
    'further had has have having he her here hers herself him himself his how i if in into is it',
    "it's its itself just me more most my myself no nor not now of off on once only or other our",
    'ours ourselves out over own same she should so some such than that the their theirs them',
    'themselves then there these they this those through to too under until up very was we were',
    'what when where which while who whom why will with would you your yours yourself said says',
    'one two new like get got also may many much even well back still way',
    // German
    'aber alle allem allen aller alles als also am an ander andere anderen anderer anderes auch',
    'auf aus bei beim bin bis bist da damit dann das dass dem den denn der des dich die dies',
    'diese diesem diesen dieser dieses dir doch dort du durch ein eine einem einen einer eines',
    'er es etwas euch euer eure für gegen gewesen hab habe haben hat hatte hatten hier hin hinter',
    'ich ihm ihn ihnen ihr ihre ihrem ihren ihrer im in indem ins ist jede jedem jeden jeder',
    'jedes jetzt kann kein keine können könnte machen man manche mehr mein meine mich mir mit',
    'muss musste nach nicht nichts noch nun nur ob oder ohne sehr sein seine seinem seinen seiner',
    'sich sie sind so solche soll sollte sondern sonst über um und uns unser unter viel vom von',
    'vor war waren warum was weil welche wenn wer werde werden wie wieder will wir wird wo wollen',
    'wurde wurden zu zum zur zwar zwischen sagte heute schon immer wurde worden',
  ]
    .join(' ')
    .split(' '),
);

/** The classifier reads at most this much of a text; an article's start says what it is about. */
export const MAX_TOKENIZED_CHARS = 20_000;

const ALPHABETIC = /\p{Script=Latin}|\p{Script=Cyrillic}|\p{Script=Greek}/u;
const NUMBER = /^[\p{N}.,:'’-]+$/u;

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(language: string | null): Intl.Segmenter {
  const locale = language && Intl.Segmenter.supportedLocalesOf([language]).length ? language : 'en';
  let found = segmenters.get(locale);
  if (!found) {
    found = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, found);
  }
  return found;
}

/** The text's words, in order, as the classifier counts them. */
export function tokenize(text: string, language: string | null): string[] {
  const tokens: string[] = [];
  const input = text.slice(0, MAX_TOKENIZED_CHARS).normalize('NFKC');
  for (const { segment, isWordLike } of segmenter(language).segment(input)) {
    if (!isWordLike) continue;
    const token = segment.toLowerCase();
    if (NUMBER.test(token) || STOP_WORDS.has(token)) continue;
    if (token.length === 1 && ALPHABETIC.test(token)) continue;
    tokens.push(token);
  }
  return tokens;
}
