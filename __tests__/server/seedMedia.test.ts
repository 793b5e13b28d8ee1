import { FAMILIES } from '../../server/seed/families';
import { colourTile, productShot, technicalDrawing } from '../../server/seed/svg';

/** The words written into an SVG (its <text> elements). */
const texts = (svg: string): string[] => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);

describe('seeded product images', () => {
  it.each(FAMILIES.map((f) => [f.key, f] as const))('%s: no words of any language in the three images', (_key, family) => {
    const words = [productShot(family), colourTile(family), technicalDrawing(family)].flatMap(texts);
    // Only the brand, a drawing number and the dimension letters/unit.
    for (const word of words) expect(word).toMatch(/^(NORDLYS TEKNIK|NT-\d{4}|L|H|mm · 1:1)$/);
    for (const noun of Object.values(family.noun)) expect(words.join(' ')).not.toContain(noun);
  });

  it('gives every family its own drawing number', () => {
    const numbers = FAMILIES.map((f) => texts(technicalDrawing(f)).find((t) => t.startsWith('NT-')));
    expect(new Set(numbers).size).toBe(FAMILIES.length);
  });
});
