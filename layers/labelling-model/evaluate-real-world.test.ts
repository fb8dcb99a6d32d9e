/**
 * The ECE sampling floor (evaluate-real-world.ts eceFloor): what a perfectly calibrated labeller's
 * ECE is on a given number of lines, so a reported ECE can be read against it; and the count of
 * credits a SALARY reference would turn into salary (salaryReference).
 */
import { createLabeller, decodeModel } from '#core/labelling/index';
import { committedModel } from '../../test/helpers/labelling.ts';
import { eceFloor, salaryReference, wilsonInterval } from './evaluate-real-world.ts';

describe('eceFloor', () => {
  it('is zero when every confidence is 0 or 1 (nothing is left to chance)', () => {
    expect(eceFloor([1, 1, 0, 1, 0])).toEqual({ mean: 0, p95: 0 });
  });

  it('shrinks with the number of lines, as sampling error does', () => {
    const few = eceFloor(Array.from({ length: 50 }, () => 0.5));
    const many = eceFloor(Array.from({ length: 2000 }, () => 0.5), 10, 200);
    // One bin at 0.5: the expected |accuracy - 0.5| is about 0.8 * sqrt(0.25 / n).
    expect(few.mean).toBeGreaterThan(0.04);
    expect(few.mean).toBeLessThan(0.07);
    expect(many.mean).toBeLessThan(0.015);
    expect(few.p95).toBeGreaterThan(few.mean);
  });

  it('is the same on every run (seeded)', () => {
    const confidences = Array.from({ length: 300 }, (_, i) => (i % 10) / 10 + 0.05);
    expect(eceFloor(confidences)).toEqual(eceFloor(confidences));
  });
});

describe('salaryReference', () => {
  it('counts, per corpus, the credits from payers that pay no wages and those a SALARY reference turns into salary', () => {
    const labeller = createLabeller(decodeModel(committedModel()));
    const line = (description: string, amount_cents: number) => ({ description, reference: '', amount_cents, bank: 'fnb', label: 'Uncategorised', merchant: '', template: '', origin: 'test' });
    const result = salaryReference(labeller, [{ name: 'made up', lines: [line('SASSA GRANT', 53000), line('CREDIT INTEREST', 3576), line('SHOPRITE CHECKERS SALARY', 1200000), line('WOOLWORTHS', -5000)] }]);
    // The salary line and the debit are not payers that pay no wages; the grant and the interest are, and stay themselves.
    expect(result.credits).toBe(2);
    expect(result.becameSalary).toBe(0);
    expect(result.perCorpus[0]).toEqual({ corpus: 'made up', credits: 2, becameSalary: 0 });
  });
});

describe('wilsonInterval', () => {
  it('gives the textbook 95 % interval (Wilson 1927; e.g. 80 of 100: 71.1-86.7 %)', () => {
    const { low, high } = wilsonInterval(80, 100);
    expect(low).toBeCloseTo(0.7112, 3);
    expect(high).toBeCloseTo(0.8666, 3);
  });

  it('stays inside [0, 1] and is wide on a handful of predictions (3 of 3 right cannot show 97 % precision)', () => {
    const { low, high } = wilsonInterval(3, 3);
    expect(high).toBe(1);
    expect(low).toBeGreaterThan(0.4);
    expect(low).toBeLessThan(0.97);
    expect(wilsonInterval(0, 10).low).toBe(0);
  });

  it('narrows as the lines grow', () => {
    const few = wilsonInterval(45, 50);
    const many = wilsonInterval(900, 1000);
    expect(many.high - many.low).toBeLessThan(few.high - few.low);
  });

  it('knows nothing from no lines', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });
});
