import { DEFAULT_PRICES_CENTS, priceListFrom, priceOf } from './pricing.ts';

describe('priceListFrom', () => {
  it('answers the placeholders when no price list is configured', () => {
    expect(priceListFrom(undefined)).toEqual(DEFAULT_PRICES_CENTS);
    expect(priceListFrom('')).toEqual(DEFAULT_PRICES_CENTS);
  });

  it('lays a deployment\'s prices over the placeholders', () => {
    expect(priceListFrom('{"BANK": 1999}')).toEqual({ ...DEFAULT_PRICES_CENTS, BANK: 1999 });
  });

  it('refuses an unknown item type, a price in rand and a negative price', () => {
    expect(() => priceListFrom('{"BANKS": 1999}')).toThrow(/PRICE_LIST/);
    expect(() => priceListFrom('{"BANK": 19.99}')).toThrow(/PRICE_LIST/);
    expect(() => priceListFrom('{"CONNECT": -1}')).toThrow(/PRICE_LIST/);
    expect(() => priceListFrom('not json')).toThrow(SyntaxError);
  });
});

describe('priceOf', () => {
  it('answers the item\'s title and price in cents', () => {
    expect(priceOf('BANK')).toEqual({ type: 'BANK', title: 'Bank data analysis', price_cents: 2500 });
    expect(priceOf('CONNECT', priceListFrom('{"CONNECT": 700}'))).toEqual({ type: 'CONNECT', title: 'Applicant connection', price_cents: 700 });
  });
});
