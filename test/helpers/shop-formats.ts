/**
 * Every named shop of the knowledge base written the way each bank prints a card purchase, whole
 * and cut at the banks' shop-name field widths: a probe of whether a shop the engine knows keeps its
 * label in every bank's layout. Used by functions/core/labelling/shop-formats.test.ts (whole names: none may be lost) and
 * bench/labelling-shop-formats.ts (the cut names: how many keep their label, recorded in BENCHMARKS.md).
 * The layouts are the banks' own, as the real-world corpus shows them; the shops are the knowledge
 * base's, so the probe says nothing about shops the engine has never heard of.
 */
import type { Label } from '#schemas/labels';
import { KNOWLEDGE_BASE } from '#core/labelling/knowledge-base';
import { SHOP_LABELS as RULES_SHOP_LABELS } from '#core/labelling/rules';
import { CARD_LAYOUTS, titleCase } from './bank-layouts.ts';
import { labelOf } from './labelling.ts';

/** A card purchase whose shop name is cut to `width` characters, in the layouts of banks whose field is that wide. */
export const CUT_LAYOUTS: ReadonlyArray<{ layout: string; width: number; line: (cut: string) => string }> = [
  { layout: 'Standard Bank cheque card (13)', width: 13, line: (n) => `${n} 5222*8530 13 DEC - cheque card purchase` },
  { layout: 'Standard Bank debit card (14)', width: 14, line: (n) => `${n}11H24 333545355 - debit card purchase` },
  { layout: 'Nedbank (14)', width: 14, line: (n) => `${n}541282XXXXXX9066` },
  { layout: 'FNB (19)', width: 19, line: (n) => `POS Purchase Chq Card ${titleCase(n)} 400974*4005 10 Jan` },
  { layout: 'card network (22)', width: 22, line: (n) => `${n} JOHANNESBURG ZA` },
];

/** Labels of a purchase at a shop: the rules' own, and online shops and subscriptions, which card lines name as they name shops. */
const SHOP_LABELS: ReadonlySet<Label> = new Set<Label>([...RULES_SHOP_LABELS, 'Online Purchase', 'Subscriptions']);

/** The knowledge base's named shops (priority-2 phrases of four letters or more with a shop's label). */
export function namedShops(): Array<{ name: string; label: Label }> {
  return KNOWLEDGE_BASE.filter((group) => group.priority === 2 && group.debit !== null && SHOP_LABELS.has(group.debit)).flatMap((group) =>
    group.phrases
      .split('|')
      .filter((name) => name.length >= 4)
      .map((name) => ({ name, label: group.debit! })),
  );
}

/**
 * The named shops the probe compares: those whose FNB card line the engine labels as the knowledge
 * base does (a shop's name that is also bank wording is left out), with the label to keep.
 */
export function probedShops(): Array<{ name: string; label: Label }> {
  return namedShops().filter(({ name, label }) => labelOf(CARD_LAYOUTS['FNB']!(name), PROBE_AMOUNT_CENTS) === label);
}
/** Every probe line's amount: a card purchase of R123.45. */
export const PROBE_AMOUNT_CENTS = -12345;
