/**
 * The reasons banks print on an item returned unpaid (the clearing house's reason wording: "not
 * provided for" is insufficient funds, then a stopped payment, no authority to debit, a closed
 * mandate), cash paid in under the depositor's name, and garden services (grammar.ts UNPAID,
 * rules.ts decide, knowledge-base.ts). Lines written here in the banks' formats, not taken from a corpus.
 */
import { labelOf as label } from '../../../test/helpers/labelling.ts';

describe('an item returned with the reason the bank gives', () => {
  it.each([
    ['NOT PROVIDED FOR - CR SPO SER 0004 BEN 512908337', 150000],
    ['NOT PROVIDED FOR', 89900],
    ['PAYMENT STOPPED SANLAM 51290833', 45000],
    ['NO AUTHORITY TO DEBIT KING PRICE 881203', 62000],
    ['DEBITS NOT ALLOWED TO THIS ACCOUNT CARTRACK', 29900],
  ])('%s (%i) is a returned debit order', (description, amount) => {
    expect(label(description, amount)).toBe('Returned Debit Order');
  });

  it("the bank's charge for it is the insufficient-funds fee", () => {
    expect(label('FEE - UNPAID STOP ORDER - CHG SPO 0004 BEN 512908337', -11500)).toBe('Insufficient Funds Fee');
    expect(label('NOT PROVIDED FOR FEE', -11500)).toBe('Insufficient Funds Fee');
  });
});

describe('cash paid in under the depositor\'s name', () => {
  it.each([
    ['AUTOBANK CASH DEPOSIT - u0061 naidoo  k          0702', 40000],
    ['CASH DEPOSIT - THABO MOKOENA', 150000],
    ['Cardless Cash Dep Mtubatuba Sipho', 52000],
  ])('%s (%i) is a cash deposit, not a transfer from that person', (description, amount) => {
    expect(label(description, amount)).toBe('Cash Deposit');
  });

  it('a transfer that names a person is still a transfer', () => {
    expect(label('IB PAYMENT FROM - THABO MOKOENA', 150000)).toBe('Bank Transfer');
  });
});

describe('garden services', () => {
  it.each([
    ['CATS THIRD PARTY PAYMENT - SEAPOINT LAWN MOWER MDC94 16:19', -49500],
    ['POS PURCHASE MOWERS AND MORE 4471*1190 02 MAR', -120000],
  ])('%s (%i) is Home and Garden', (description, amount) => {
    expect(label(description, amount)).toBe('Home and Garden');
  });
});
