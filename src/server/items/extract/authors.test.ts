import { describe, expect, it } from 'vitest';
import { splitByline } from './authors.js';

describe('splitByline: the conjunction of the byline’s own language', () => {
  it('splits English bylines on "and", commas and ampersands', () => {
    expect(splitByline('By Ada Lovelace and Alan Turing', 'en')).toEqual([
      'Ada Lovelace',
      'Alan Turing',
    ]);
    expect(splitByline('A. Writer, B. Writer & C. Writer', 'en-GB')).toEqual([
      'A. Writer',
      'B. Writer',
      'C. Writer',
    ]);
    // An unknown language is read as English.
    expect(splitByline('Tom Smith and Jerry Jones')).toEqual(['Tom Smith', 'Jerry Jones']);
  });

  it('splits French on "et", German on "und", Spanish on "y" — and none of them on another language’s word', () => {
    expect(splitByline('Jean Dupont et Marie Curie', 'fr')).toEqual(['Jean Dupont', 'Marie Curie']);
    expect(splitByline('Hans Müller und Eva Schmidt', 'de-AT')).toEqual([
      'Hans Müller',
      'Eva Schmidt',
    ]);
    expect(splitByline('Ana García y Luis Pérez', 'es')).toEqual(['Ana García', 'Luis Pérez']);
    // "et" and "und" are not "and" in English; "and" is not a conjunction in French.
    expect(splitByline('Pierre et Gilles', 'en')).toEqual(['Pierre et Gilles']);
    expect(splitByline('Sturm und Drang Collective', 'en')).toEqual(['Sturm und Drang Collective']);
    expect(splitByline('Simon and Garfunkel', 'fr')).toEqual(['Simon and Garfunkel']);
  });

  it('keeps a one-letter conjunction inside a single name ("Ramón y Cajal")', () => {
    expect(splitByline('Santiago Ramón y Cajal', 'es')).toEqual(['Santiago Ramón y Cajal']);
    expect(splitByline('Maria Silva e João Souza', 'pt-BR')).toEqual(['Maria Silva', 'João Souza']);
  });

  it('splits an Arabic byline on Arabic and Latin commas', () => {
    expect(splitByline('أحمد علي، سارة حسن', 'ar')).toEqual(['أحمد علي', 'سارة حسن']);
    expect(splitByline('أحمد علي, سارة حسن', 'ar')).toEqual(['أحمد علي', 'سارة حسن']);
  });
});
