import { easterSunday, fromIso, isPublicHoliday, isWorkingDay, sassaAmount, sassaPaymentDays, toIso } from './calendar.ts';
import { Rng } from './prng.ts';

describe('calendar', () => {
  it('knows Easter and the public holidays, with the Sunday rule', () => {
    expect(toIso(easterSunday(2025))).toBe('2025-04-20');
    expect(toIso(easterSunday(2024))).toBe('2024-03-31');
    expect(isPublicHoliday(fromIso('2025-04-18'))).toBe(true); // Good Friday
    expect(isPublicHoliday(fromIso('2024-04-01'))).toBe(true); // Family Day
    expect(isPublicHoliday(fromIso('2020-08-10'))).toBe(true); // 9 Aug was a Sunday
    expect(isPublicHoliday(fromIso('2022-12-27'))).toBe(true); // Christmas on a Sunday
    expect(isPublicHoliday(fromIso('2024-05-29'))).toBe(true); // election day
    expect(isWorkingDay(fromIso('2025-06-16'))).toBe(false);
    expect(isWorkingDay(fromIso('2025-06-17'))).toBe(true);
  });

  it('matches SASSA schedules published for 2024 and 2025 (older persons, disability, children)', () => {
    const published: [number, number, string, string, string][] = [
      [2024, 4, '2024-04-03', '2024-04-04', '2024-04-05'],
      [2024, 5, '2024-05-03', '2024-05-06', '2024-05-07'],
      [2024, 6, '2024-06-04', '2024-06-05', '2024-06-06'],
      [2024, 7, '2024-07-02', '2024-07-03', '2024-07-04'],
      [2024, 9, '2024-09-03', '2024-09-04', '2024-09-05'],
      [2025, 1, '2025-01-03', '2025-01-06', '2025-01-07'],
      [2025, 2, '2025-02-04', '2025-02-05', '2025-02-06'],
      [2025, 3, '2025-03-04', '2025-03-05', '2025-03-06'],
    ];
    for (const [year, month, older, disability, children] of published) {
      const days = sassaPaymentDays(year, month);
      expect([toIso(days.older_persons), toIso(days.disability), toIso(days.children)]).toEqual([older, disability, children]);
    }
  });

  it('uses the grant amounts in force on the payment day', () => {
    expect(sassaAmount('older_persons', fromIso('2025-01-03'))).toBe(2190);
    expect(sassaAmount('older_persons', fromIso('2025-04-02'))).toBe(2315);
    expect(sassaAmount('child_support', fromIso('2025-04-04'))).toBe(560);
    expect(sassaAmount('srd', fromIso('2024-03-25'))).toBe(350);
    expect(sassaAmount('srd', fromIso('2024-04-25'))).toBe(370);
  });

  it('the PRNG is seeded: same seed, same stream', () => {
    const a = new Rng('x');
    const b = new Rng('x');
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(new Rng('y').next()).not.toBe(new Rng('x').next());
  });
});
