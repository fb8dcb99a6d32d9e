/**
 * A named shop the engine knows keeps its label in every bank's card-purchase layout (whole names;
 * the cut names are measured in bench/labelling-shop-formats.ts). The probe found FNB's "POS
 * Purchase Chq Card Cash Build" read as a cash withdrawal (session 40): a bank's layout must never
 * turn a known shop into something else.
 */
import { labelOf } from '../../../test/helpers/labelling.ts';
import { CARD_LAYOUTS } from '../../../test/helpers/bank-layouts.ts';
import { PROBE_AMOUNT_CENTS, namedShops, probedShops } from '../../../test/helpers/shop-formats.ts';

describe('every named shop in every bank\'s card-purchase layout (session 40)', () => {
  const shops = probedShops();

  it('the probe covers most of the knowledge base\'s shops', () => {
    // Those the FNB layout itself loses (a shop's name that is also bank wording) are left out of the comparison.
    expect(shops.length).toBeGreaterThan(0.9 * namedShops().length);
  });

  it.each(Object.keys(CARD_LAYOUTS))('%s: no shop loses its label', (layout) => {
    const line = CARD_LAYOUTS[layout]!;
    const lost = shops.filter(({ name, label }) => labelOf(line(name), PROBE_AMOUNT_CENTS) !== label).map(({ name }) => line(name));
    expect(lost).toEqual([]);
  });
});
