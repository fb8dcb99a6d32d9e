/**
 * Generic trade words of the knowledge base (priority 1-2 words that name a kind of business, used
 * when no chain is known): a café is a place to eat, an angling or tackle shop sells sport. Lines
 * written here in the banks' card-purchase formats, not taken from a corpus.
 */
import { labelOf as label } from '../../../test/helpers/labelling.ts';

describe('trade words for unknown local businesses', () => {
  // Each was Uncategorised before CAFE / ANGLING / TACKLE were trade words.
  it.each([
    ['Marlies Harbour Cafe', -18500, 'Eating Out'],
    ['POS PURCHASE KLEINBAAI CAFE 4471*1190 02 MAR', -9200, 'Eating Out'],
    ['Mossel Bay Angling Centre', -45000, 'Sport'],
    ['Qolweni Tackle Shop Knysna (Card 8812)', -26000, 'Sport'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('a named coffee chain with CAFE in its name stays Coffee (the longer phrase wins)', () => {
    expect(label('Card Purchase Vida E Cafe Rosebank', -4500)).toBe('Coffee');
    expect(label('WILD BEAN CAFE N1 CITY', -3900)).toBe('Coffee');
  });
});

describe('Afrikaans one-word fees and trade words', () => {
  // Afrikaans joins the service and its fee into one word: the service decides the fee's subtype.
  it.each([
    ['KONTANTDEPOSITOFOOI', -1500, 'Cash Deposit Fee'],
    ['KONTANTONTTREKKINGSFOOI', -1000, 'Cash Withdrawal Fee'],
    ['ONBETAALDE DEBIETORDERFOOI', -15000, 'Insufficient Funds Fee'],
    ['OORTREKKINGSFOOI', -6900, 'Overdraft Fee'],
    ['Haarkapper Paarl (Card 1234)', -20000, 'Personal Care'],
    ['VAKANSIEOORD HARTENBOS 4471*1190 02 MAR', -90000, 'Holidays and Travel'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('a compound whose first part is not a bank service is not a bank charge (school fees are the school\'s)', () => {
    expect(label('BETALING NA SKOOLFOOI', -150000)).not.toMatch(/Fee|Bank Charges/);
    expect(label('SKOOLFOOI', -150000)).not.toMatch(/Fee|Bank Charges/);
  });
});
