import { describe, expect, it } from 'vitest';
import { articleParagraphs, listenText, TRUNCATION_NOTE } from './article-text.js';
import { voiceFor } from './voices.js';

describe('listen text', () => {
  it('turns reader HTML into paragraphs in reading order, skipping code, tables and scripts', () => {
    const html = `<div id="readability-page-1"><h2>Designed to <br>be redesigned</h2>
      <p>Get fast &amp; easy access to the <em>features</em> you use.</p>
      <figure><img src="x.png" alt="A chart"><figcaption>The new menu</figcaption></figure>
      <pre><code>const x = 1;</code></pre><p>Run <code>npm test</code> now</p>
      <table><tr><td>cell</td></tr></table><ul><li>One</li><li>Two</li></ul>
      <script>alert(1)</script><p>   </p></div>`;
    expect(articleParagraphs(html)).toEqual([
      'Designed to',
      'be redesigned',
      'Get fast & easy access to the features you use.',
      'The new menu',
      'Run now',
      'One',
      'Two',
    ]);
  });

  it('puts the title first (once) and ends every paragraph with a pause', () => {
    expect(listenText('A Title', '<h1>A Title</h1><p>Body text here</p>').text).toBe(
      'A Title.\n\nBody text here.',
    );
    const text = listenText('Why: a story', '<p>It begins.</p><h2>Part two</h2><p>Ends!</p>');
    expect(text).toEqual({
      text: 'Why: a story.\n\nIt begins.\n\nPart two.\n\nEnds!',
      words: 8,
      truncated: false,
    });
  });

  it('cuts a long article at the word limit and says so', () => {
    const html = Array.from({ length: 50 }, (_, i) => `<p>word${i} a b c d e f g h i</p>`).join('');
    const text = listenText(null, html, 95);
    expect(text.truncated).toBe(true);
    expect(text.words).toBe(95);
    expect(text.text.endsWith(TRUNCATION_NOTE)).toBe(true);
    expect(text.text).toContain('word9 a b c d');
    expect(text.text).not.toContain('word10');
  });
});

describe('voice choice', () => {
  it('maps the item language to an espeak-ng voice, English when unknown', () => {
    expect(voiceFor('en')).toBe('en');
    expect(voiceFor('de-AT')).toBe('de');
    expect(voiceFor('fr')).toBe('fr');
    expect(voiceFor('es')).toBe('es');
    expect(voiceFor('it-IT')).toBe('it');
    expect(voiceFor('pt-BR')).toBe('pt-br');
    expect(voiceFor('pt_br')).toBe('pt-br');
    expect(voiceFor('nl')).toBe('nl');
    expect(voiceFor('en-US')).toBe('en-us');
    expect(voiceFor('zh-CN')).toBe('cmn');
    expect(voiceFor('xx')).toBe('en');
    expect(voiceFor(null)).toBe('en');
    expect(voiceFor('')).toBe('en');
  });
});
