/**
 * The bank's own category as evidence (bank-categories.ts): it names a purchase the engine cannot
 * place, never income, and never overrides what the engine knows from the line itself. Lines
 * written here in Capitec's wording.
 */
import { labelOfBankCategory } from './bank-categories.ts';
import { merchantKey } from './index.ts';
import { committedLabeller } from '../../../test/helpers/labelling.ts';

const labeller = committedLabeller();
const labelled = (description: string, amount_cents: number, bank_category?: string) =>
  labeller.label({ description, reference: null, amount_cents, bank_category: bank_category ?? null });

describe("the bank's category of a line", () => {
  it('maps spending categories however they are spelled, and nothing else', () => {
    expect(labelOfBankCategory('Restaurants', -9000)).toBe('Eating Out');
    expect(labelOfBankCategory('takeaways', -9000)).toBe('Eating Out');
    expect(labelOfBankCategory('Clothing & Shoes', -9000)).toBe('Clothing');
    expect(labelOfBankCategory('Clothing and Shoes', -9000)).toBe('Clothing');
    expect(labelOfBankCategory('Children & Dependants', -9000)).toBe('Children and Dependents');
    for (const notSpending of ['Fees', 'Transfer', 'Digital Payments', 'Uncategorised', 'Cellphone', 'Salary', 'Other Income', '', 'Something New']) {
      expect(labelOfBankCategory(notSpending, -9000)).toBeNull();
    }
  });

  it('is never evidence on a credit: an app category the applicant can edit must not make income', () => {
    expect(labelOfBankCategory('Restaurants', 9000)).toBeNull();
    const credit = labelled('Payment Received: Zanele Khumalo', 250000, 'Salary');
    expect(credit.label).not.toBe('Salaries and Wages');
    expect(labelled('Payment Received: Zanele Khumalo', 250000).label).toBe(credit.label);
  });

  it('names an unknown trader the engine leaves Uncategorised', () => {
    const line = 'Kwa Mam Nomsa Soweto (Card 5512)';
    expect(labelled(line, -8650).label).toBe('Uncategorised');
    const withCategory = labelled(line, -8650, 'Takeaways');
    expect(withCategory).toMatchObject({ label: 'Eating Out', label_source: 'rule' });
    expect(withCategory.label_confidence).toBeLessThan(0.9);
  });

  it("outweighs the model's guess from an unknown name's letters (the card network's merchant code is evidence; n-grams are not)", () => {
    const line = 'Silver Moon Motors Polokwane (Card 5512)';
    expect(labelled(line, -9500)).toMatchObject({ label: 'Fuel', label_source: 'model' });
    expect(labelled(line, -9500, 'Takeaways')).toMatchObject({ label: 'Eating Out', label_source: 'rule' });
  });

  it("does not move a line the rules place from its wording (a known brand, a fee, a transfer)", () => {
    for (const [description, amount, category] of [
      ['Checkers Hyper Sandton (Card 5512)', -84235, 'Clothing & Shoes'],
      ['Monthly Account Admin Fee', -750, 'Groceries'],
      ['Banking App Immediate Payment: T Mokoena', -50000, 'Restaurants'],
    ] as const) {
      expect(labelled(description, amount, category).label).toBe(labelled(description, amount).label);
    }
  });

  it('leaves an organisation rule alone', () => {
    const line = { description: 'Zola Trading Soweto (Card 5512)', reference: null, amount_cents: -4500 };
    const withRule = committedLabeller({ organisationRules: [{ key: merchantKey(line.description), label: 'Uncategorised', direction: 'debit' }] });
    const plain = withRule.label(line);
    expect(plain.label_source).toBe('organisation_rule');
    expect(withRule.label({ ...line, bank_category: 'Groceries' })).toEqual(plain);
  });
});
