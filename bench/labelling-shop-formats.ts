/**
 * Named shops cut by the banks' shop-name fields: `npx tsx bench/labelling-shop-formats.ts`.
 *
 * Every named shop of the knowledge base (test/helpers/shop-formats.ts) whose name is longer than a
 * bank's shop-name field, cut to that field's width as the bank prints it, in that bank's
 * card-purchase layout: how many keep the label the whole name has. The whole names in every layout
 * are held by functions/core/labelling/shop-formats.test.ts (none may be lost). Prints one row per
 * layout and, with --lost, the lines that lose their label. Nothing here asserts.
 */
import { labelOf } from '../test/helpers/labelling.ts';
import { CUT_LAYOUTS, PROBE_AMOUNT_CENTS, probedShops } from '../test/helpers/shop-formats.ts';

const showLost = process.argv.includes('--lost');
const shops = probedShops();
console.log(`Named shops cut at the banks' field widths (${shops.length} shops the FNB layout labels as the knowledge base does)`);
console.log('  layout                              cut lines   kept    lost');
for (const { layout, width, line } of CUT_LAYOUTS) {
  const cut = shops.filter(({ name }) => name.length > width).map(({ name, label }) => ({ text: line(name.slice(0, width).trimEnd()), label }));
  const lost = cut.filter(({ text, label }) => labelOf(text, PROBE_AMOUNT_CENTS) !== label);
  console.log(`  ${layout.padEnd(34)} ${String(cut.length).padStart(9)} ${String(cut.length - lost.length).padStart(6)} ${String(lost.length).padStart(7)}  (${((100 * (cut.length - lost.length)) / Math.max(1, cut.length)).toFixed(1)} % kept)`);
  if (showLost) for (const { text, label } of lost) console.log(`      ${text} -> ${labelOf(text, PROBE_AMOUNT_CENTS)} (the whole name: ${label})`);
}
