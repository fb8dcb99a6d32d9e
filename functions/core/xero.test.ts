import { dueDateOf, needsRefresh, signXeroBody, verifyXeroSignature, xeroInvoiceFor } from './xero.ts';
import { openToken, sealToken } from './secrets.ts';

const KEY = 'ab'.repeat(32);

describe('Xero webhook signatures', () => {
  const body = Buffer.from('{"events":[],"firstEventSequence":0,"lastEventSequence":0,"entropy":"X"}');
  it('accepts the base64 HMAC-SHA256 of the raw body under the webhook key, and nothing else', () => {
    expect(verifyXeroSignature(body, signXeroBody(body, 'key'), 'key')).toBe(true);
    expect(verifyXeroSignature(body, signXeroBody(body, 'other'), 'key')).toBe(false);
    expect(verifyXeroSignature(Buffer.concat([body, Buffer.from(' ')]), signXeroBody(body, 'key'), 'key')).toBe(false);
    expect(verifyXeroSignature(body, undefined, 'key')).toBe(false);
    expect(verifyXeroSignature(body, '', 'key')).toBe(false);
    expect(verifyXeroSignature(body, 'not base64 at all!', 'key')).toBe(false);
  });
});

describe('sealed tokens', () => {
  it('round-trips, differs each time, and refuses another key or a changed seal', () => {
    const a = sealToken('secret-access-token', KEY);
    const b = sealToken('secret-access-token', KEY);
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret-access-token');
    expect(openToken(a, KEY)).toBe('secret-access-token');
    expect(() => openToken(a, 'cd'.repeat(32))).toThrow();
    const parts = a.split('.');
    expect(() => openToken([parts[0], parts[1], parts[2], `${parts[3]}A`].join('.'), KEY)).toThrow();
    expect(() => sealToken('x', 'short')).toThrow();
  });

  it('refreshes a minute before expiry', () => {
    const now = new Date('2026-11-23T08:00:00Z');
    expect(needsRefresh('2026-11-23T08:00:59Z', now)).toBe(true);
    expect(needsRefresh('2026-11-23T08:01:01Z', now)).toBe(false);
  });
});

describe('a bill as a Xero invoice', () => {
  it('is an authorised ACCREC invoice with VAT-exclusive lines, our number and the output tax', () => {
    const invoice = xeroInvoiceFor({
      contactId: 'c1',
      invoiceNumber: 'KH-ACME-00007',
      reference: 'Khanya 2026-10',
      date: '2026-11-01T00:30:00Z',
      dueDate: dueDateOf('2026-11-01T00:30:00Z'),
      lines: [{ item_type: 'BANK', title: 'Bank data analysis', total_units: 3, price_per_unit_cents: 2500, total_price_cents: 7500 }],
      salesAccount: '200',
    });
    expect(invoice).toEqual({
      Type: 'ACCREC',
      Contact: { ContactID: 'c1' },
      InvoiceNumber: 'KH-ACME-00007',
      Reference: 'Khanya 2026-10',
      Date: '2026-11-01',
      DueDate: '2026-11-15',
      LineAmountTypes: 'Exclusive',
      Status: 'AUTHORISED',
      CurrencyCode: 'ZAR',
      LineItems: [{ Description: 'Bank data analysis (BANK)', Quantity: 3, UnitAmount: 25, LineAmount: 75, AccountCode: '200', TaxType: 'OUTPUT' }],
    });
  });
});
