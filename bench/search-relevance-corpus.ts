/**
 * The multilingual library and the hand-written queries of bench/search-relevance.bench.ts.
 * The fixture pages (../shared/fixtures/articles) bring English, German, French, Spanish, Czech,
 * Japanese, Chinese and Latin (lorem ipsum); the pages below add Italian, Dutch, Swedish,
 * Russian, Portuguese, Polish and Turkish, and English pages naming people whose names other
 * languages' stemmers turn into Czech or Polish words ("Hamer" → 'ham', "Jake" → 'jak').
 */

/** Fixture pages whose metadata names no language, by what they are written in. */
export const FIXTURE_LANGUAGES: Record<string, string> = {
  'la-nacion': 'es',
  qq: 'zh',
  'rtl-1': 'la',
  'rtl-3': 'la',
  'hidden-nodes': 'la',
  'invalid-attributes': 'la',
  'title-en-dash': 'la',
};

export interface ExtraPage {
  lang: string;
  title: string;
  text: string;
}

export const EXTRA_PAGES: ExtraPage[] = [
  {
    lang: 'it',
    title: 'La cucina italiana: ricette per tutti i giorni',
    text: "Le ricette della nonna sono semplici. Usiamo pomodori freschi, basilico e olio d'oliva. La pasta fatta in casa richiede pazienza e farina di grano duro.",
  },
  {
    lang: 'it',
    title: 'Come funzionano le biciclette elettriche',
    text: 'Le biciclette elettriche hanno un motore e una batteria. La batteria si ricarica in poche ore. In città sono più veloci delle automobili.',
  },
  {
    lang: 'it',
    title: 'Il ritorno dei treni notturni in Europa',
    text: 'I treni notturni collegano di nuovo le capitali europee. Viaggiare di notte risparmia tempo e riduce le emissioni.',
  },
  {
    lang: 'nl',
    title: 'Fietsen in Amsterdam – tips voor beginners',
    text: 'Amsterdam heeft meer fietsen dan inwoners. Beginners moeten letten op trams en toeristen. Een goed slot is onmisbaar.',
  },
  {
    lang: 'nl',
    title: 'Waarom de dijken steeds hoger worden',
    text: 'De zeespiegel stijgt en de dijken moeten mee. Ingenieurs versterken de kust met zand en beton.',
  },
  {
    lang: 'nl',
    title: 'Het geheim van goede stroopwafels',
    text: 'Een stroopwafel bestaat uit twee dunne wafels met stroop. De bakkers gebruiken boter, suiker en kaneel.',
  },
  {
    lang: 'sv',
    title: 'Allemansrätten: vad du får och inte får göra',
    text: 'Allemansrätten ger alla rätt att vistas i naturen. Du får tälta en natt men inte störa djuren. Att plocka bär och svamp är tillåtet.',
  },
  {
    lang: 'sv',
    title: 'Så bygger du en bastu i trädgården',
    text: 'En bastu behöver en bra kamin och trä som tål värme. Byggnaden ska ventileras väl.',
  },
  {
    lang: 'sv',
    title: 'Fika – mer än en kaffepaus',
    text: 'Fika är en svensk tradition med kaffe och kanelbullar. Många arbetsplatser har fika två gånger om dagen.',
  },
  {
    lang: 'ru',
    title: 'Как выращивать помидоры на балконе',
    text: 'Помидоры любят солнце и тепло. На балконе лучше выращивать низкорослые сорта. Поливайте растения утром.',
  },
  {
    lang: 'ru',
    title: 'История московского метро',
    text: 'Московское метро открылось в 1935 году. Станции украшены мозаикой и мрамором. Каждый день метро перевозит миллионы пассажиров.',
  },
  {
    lang: 'ru',
    title: 'Почему кошки спят так много',
    text: 'Кошки спят до шестнадцати часов в сутки. Во сне они сохраняют энергию для охоты.',
  },
  {
    lang: 'pt',
    title: 'O fado e a saudade de Lisboa',
    text: 'O fado nasceu nos bairros antigos de Lisboa. As canções falam de saudade, do mar e dos marinheiros.',
  },
  {
    lang: 'pt',
    title: 'Como plantar um jardim vertical em casa',
    text: 'Um jardim vertical precisa de luz e de rega regular. As plantas suculentas são fáceis de cuidar.',
  },
  {
    lang: 'pt',
    title: 'Os segredos do pastel de nata',
    text: 'O pastel de nata leva massa folhada e creme de ovos. Os monges de Belém criaram a receita original.',
  },
  {
    lang: 'pl',
    title: 'Jak upiec chleb na zakwasie',
    text: 'Zakwas trzeba dokarmiać codziennie mąką i wodą. Chleb na zakwasie rośnie powoli, ale smakuje wspaniale.',
  },
  {
    lang: 'pl',
    title: 'Tatry zimą: bezpieczeństwo w górach',
    text: 'Zimą w Tatrach zagrożenie lawinowe jest wysokie. Zawsze sprawdzaj prognozę pogody i zabierz detektor lawinowy.',
  },
  {
    lang: 'tr',
    title: "İstanbul'da bir gün: Boğaz turu ve çay",
    text: 'Boğaz turu Eminönü iskelesinden başlar. Vapurda simit ve çay satılır. Akşam güneşi köprülerin üzerinde batar.',
  },
  {
    lang: 'cs',
    title: 'Jak se připravit na maraton',
    text: 'Příprava na maraton trvá několik měsíců. Běžci potřebují kvalitní boty a pravidelný trénink.',
  },
  {
    lang: 'de',
    title: 'Datenschutz für Einsteiger – was Sie wissen müssen',
    text: 'Datenschutz betrifft jeden, der im Internet unterwegs ist. Starke Passwörter und Zwei-Faktor-Authentifizierung schützen Ihre Konten.',
  },
  {
    lang: 'de',
    title: 'Die besten Wanderwege im Schwarzwald',
    text: 'Der Schwarzwald bietet hunderte Kilometer Wanderwege. Im Herbst färben sich die Wälder rot und gold.',
  },
  {
    lang: 'fr',
    title: 'Pourquoi les Français aiment les boulangeries',
    text: "La baguette est achetée chaque matin. Les boulangers se lèvent avant l'aube pour préparer le pain.",
  },
  {
    lang: 'es',
    title: 'Cómo aprender a bailar flamenco en casa',
    text: 'El flamenco nació en Andalucía. Para aprender hay que practicar el ritmo con palmas y zapateado.',
  },
  {
    lang: 'en',
    title: 'Fannie Lou Hamer and the fight for the vote',
    text: 'Fannie Lou Hamer was a civil rights activist from Mississippi. In 1964 she spoke at the Democratic convention about voting rights.',
  },
  {
    lang: 'en',
    title: 'Anders Hejlsberg on language design',
    text: 'Anders Hejlsberg designed Turbo Pascal, Delphi and C#. He later led the TypeScript team at Microsoft.',
  },
  {
    lang: 'en',
    title: 'Jake Archibald on offline-first web apps',
    text: 'Jake Archibald wrote about service workers and offline web apps. His talks explain caching strategies.',
  },
];

/** People and places, as typed. */
export const NAME_QUERIES = [
  'Netanyahu',
  'Zuckerberg',
  'Obama',
  'Lineker',
  'Linekera',
  'Snopes',
  'DeepMind',
  'Metroid',
  'Nintendo',
  'Minecraft',
  'Dropbox',
  'Uber',
  'Ayn Rand',
  'Sudan',
  'Hamer',
  'Fannie Lou Hamer',
  'Jake',
  'Jake Archibald',
  'Anders',
  'Anders Hejlsberg',
  'New Zealand',
  'Seattle',
  'Amazon',
  'Lisboa',
  'Amsterdam',
  'Schwarzwald',
  'Andalucía',
  'Mississippi',
];

/** Words from the articles' text, as typed (often another form than the page's). */
export const BODY_QUERIES = [
  'halibut',
  'terrarium',
  'superbugs',
  'antibiotics',
  'manhole',
  'sanctions',
  'exploit',
  'headsets',
  'libertarians',
  'journalism',
  'anomaly',
  'oversaturated',
  'time loop',
  'frustration',
  'diet pills',
  'ReactJS',
  'MathML',
  'asynchronous',
  'Retina',
  'DevSecOps',
  'terrariums',
  'sanction',
  'crashing servers',
  'acquisitions',
];

/** A word or two in each language of the library, often inflected otherwise than on the page. */
export const LANGUAGE_QUERIES = [
  'Passwort', // de: Passwörter
  'Wanderweg', // de: Wanderwege
  'Datenschutz Einsteiger',
  'renseignements', // fr: renseignement
  'boulangerie', // fr: boulangeries
  'boulangers matin',
  'mapuche',
  'indígenas', // es
  'flamenco Andalucía',
  'bailar',
  'hrozí', // cs
  'maraton',
  'ricetta', // it: ricette
  'biciclette elettriche',
  'treno notturno', // it: treni notturni
  'fiets', // nl: fietsen
  'dijken',
  'stroopwafel',
  'allemansrätten', // sv
  'trädgård', // sv: trädgården
  'kanelbullar',
  'помидоры', // ru
  'метро',
  'кошка', // ru: кошки
  'fado Lisboa', // pt
  'planta suculenta', // pt: plantas suculentas
  'monge Belém', // pt: monges
  'chleb na zakwasie', // pl
  'Tatry',
  'Boğaz turu', // tr
  'トレンドマイクロ', // ja
  '人工智能', // zh: a word inside a sentence the simple parser keeps whole — see the report
];

/** Words being typed: the last one unfinished. */
export const PREFIX_QUERIES = [
  'Netany',
  'Zuckerb',
  'halib',
  'terrar',
  'Minecr',
  'superb',
  'Passw',
  'renseign',
  'flamen',
  'stroopw',
  'помид',
  'Passwörter für M',
  'How to Build a Terr',
  'Getting LEAN with Dig',
  'Fannie Lou Ham',
  'New Zeal',
  'Alaskan halib',
  'the sharing eco',
];
