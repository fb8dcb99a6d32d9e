/**
 * The name-suggestion-index importer: which chains it takes and which names it keeps out (the
 * generated knowledge-base file itself is tested in functions/core/labelling/brands-osm.test.ts).
 */
import { isPersonLike, selectBrands } from './import-osm-brands.ts';

describe('the importer (import-osm-brands.ts)', () => {
  const item = (displayName: string, include: string[], extra: Record<string, unknown> = {}) => ({ displayName, locationSet: { include }, tags: { name: displayName }, ...extra });
  const select = (items: Array<{ category: string; item: ReturnType<typeof item> }>) =>
    Object.fromEntries([...selectBrands(items)].map(([label, list]) => [label, list.map((b) => b.phrase)]));

  it('takes chains present in South Africa from shop kinds with one obvious label, accents folded', () => {
    expect(
      select([
        { category: 'shop/butcher', item: item('Kwa-Lamula Meats', ['za']) },
        { category: 'amenity/cafe', item: item('Café Ümlaut', ['za']) },
        { category: 'amenity/fast_food', item: item('Southern Grill Co', ['202']) },
      ]),
    ).toEqual({ Groceries: ['KWA LAMULA MEATS'], Coffee: ['CAFE UMLAUT'], 'Eating Out': ['SOUTHERN GRILL CO'] });
  });

  it('leaves out other countries, regions that exclude South Africa, financial groups, people and everyday words', () => {
    expect(
      select([
        { category: 'shop/butcher', item: item('Boucherie Lyon', ['fr']) },
        { category: 'shop/butcher', item: item('Continental Meats', ['002'], { locationSet: { include: ['002'], exclude: ['za'] } }) },
        { category: 'office/insurance', item: item('Ubuntu Assurance Group', ['za']) },
        { category: 'shop/clothes', item: item('Thabo Nkosi', ['za']) },
        { category: 'shop/clothes', item: item('Style', ['za']) },
        { category: 'shop/supermarket', item: item('Shoprite', ['za']) },
      ]),
    ).toEqual({});
  });

  it('a name made only of given names and surnames is a person, not a shop', () => {
    expect(isPersonLike('THABO NKOSI')).toBe(true);
    expect(isPersonLike('TEKKIE TOWN')).toBe(false);
  });
});
