import { billablePeriods, billFor, billingPeriodOf, billStatus, invoiceNumber, periodBounds, previousPeriod, splitPayment, vatCents } from './billing.ts';

describe('billing periods (South African months)', () => {
  it('puts an instant in the month it is in Johannesburg', () => {
    expect(billingPeriodOf('2026-10-31T21:59:59.999Z')).toBe('2026-10');
    expect(billingPeriodOf('2026-10-31T22:00:00.000Z')).toBe('2026-11');
    expect(billingPeriodOf('2026-12-31T22:30:00Z')).toBe('2027-01');
  });

  it('bounds a period by its first instant and the next one', () => {
    expect(periodBounds('2026-10')).toEqual({ start: '2026-09-30T22:00:00.000Z', end: '2026-10-31T22:00:00.000Z' });
    expect(periodBounds('2026-12')).toEqual({ start: '2026-11-30T22:00:00.000Z', end: '2026-12-31T22:00:00.000Z' });
    expect(() => periodBounds('2026-13')).toThrow();
    expect(previousPeriod('2027-01')).toBe('2026-12');
  });

  it('bills closed months only, after the grace, at most three back, not before registration', () => {
    // 00:30 SAST on 1 November: October ended 30 minutes ago, inside the grace.
    expect(billablePeriods('2026-01-05T10:00:00Z', new Date('2026-10-31T22:30:00Z'))).toEqual(['2026-07', '2026-08', '2026-09']);
    // 01:00 SAST + 1 minute: October is closed for more than the grace.
    expect(billablePeriods('2026-01-05T10:00:00Z', new Date('2026-10-31T23:01:00Z'))).toEqual(['2026-08', '2026-09', '2026-10']);
    expect(billablePeriods('2026-10-20T10:00:00Z', new Date('2026-11-02T00:00:00Z'))).toEqual(['2026-10']);
    expect(billablePeriods('2026-11-01T10:00:00Z', new Date('2026-11-02T00:00:00Z'))).toEqual([]);
  });
});

describe('bill totals', () => {
  it('groups charges by type and unit price, in item-type order, with VAT on the subtotal', () => {
    const bill = billFor([
      { type: 'BANK', title: 'Bank data analysis', price_cents: 2500 },
      { type: 'CONNECT', title: 'Applicant connection', price_cents: 500 },
      { type: 'BANK', title: 'Bank data analysis', price_cents: 2500 },
      { type: 'BANK', title: 'Bank data analysis', price_cents: 3000 },
      { type: 'MANAGEMENT FEE', title: 'Monthly management fee', price_cents: 50000 },
    ]);
    expect(bill.lines).toEqual([
      { item_type: 'CONNECT', title: 'Applicant connection', total_units: 1, price_per_unit_cents: 500, total_price_cents: 500 },
      { item_type: 'BANK', title: 'Bank data analysis', total_units: 2, price_per_unit_cents: 2500, total_price_cents: 5000 },
      { item_type: 'BANK', title: 'Bank data analysis', total_units: 1, price_per_unit_cents: 3000, total_price_cents: 3000 },
      { item_type: 'MANAGEMENT FEE', title: 'Monthly management fee', total_units: 1, price_per_unit_cents: 50000, total_price_cents: 50000 },
    ]);
    expect(bill.subtotal_cents).toBe(58500);
    expect(bill.vat_cents).toBe(8775);
    expect(bill.total_cents).toBe(67275);
  });

  it('rounds VAT half up to the cent, once', () => {
    expect(vatCents(333)).toBe(50); // 49.95
    expect(vatCents(332)).toBe(50); // 49.8
    expect(vatCents(330)).toBe(50); // 49.5 → 50
    expect(vatCents(329)).toBe(49); // 49.35
    expect(vatCents(0)).toBe(0);
    expect(billFor([])).toEqual({ lines: [], subtotal_cents: 0, vat_cents: 0, total_cents: 0 });
  });
});

describe('invoice numbers and payments', () => {
  it('numbers invoices per organisation', () => {
    expect(invoiceNumber('acme-lending', 1)).toBe('KH-ACME-LENDING-00001');
    expect(invoiceNumber('acme', 123456)).toBe('KH-ACME-123456');
    expect(() => invoiceNumber('acme', 0)).toThrow();
  });

  it('takes from the prepaid balance first', () => {
    expect(splitPayment(10000, 0)).toEqual({ fromBalance: 0, fromCard: 10000 });
    expect(splitPayment(10000, 2500)).toEqual({ fromBalance: 2500, fromCard: 7500 });
    expect(splitPayment(10000, 50000)).toEqual({ fromBalance: 10000, fromCard: 0 });
    expect(splitPayment(10000, -5)).toEqual({ fromBalance: 0, fromCard: 10000 });
    expect(billStatus(10000, 9999)).toBe('UNPAID');
    expect(billStatus(10000, 10000)).toBe('PAID');
    expect(billStatus(0, 0)).toBe('PAID');
  });
});
