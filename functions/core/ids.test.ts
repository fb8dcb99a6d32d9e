import { idBoundsOfDays, newObjectId, objectIdBound } from './ids.ts';

describe('ids as a period of creation', () => {
  it('puts every id made within the days (South African time) between the bounds, and none made outside', () => {
    const bounds = idBoundsOfDays('2026-11-01', '2026-11-30')!;
    const madeAt = (iso: string) => newObjectId(new Date(iso));
    const inside = ['2026-11-01T00:00:00+02:00', '2026-11-15T12:00:00Z', '2026-11-30T23:59:59+02:00'].map(madeAt);
    const outside = ['2026-10-31T23:59:59+02:00', '2026-11-30T22:00:00Z'].map(madeAt);
    for (const id of inside) expect([id, id >= bounds.low && id <= bounds.high]).toEqual([id, true]);
    for (const id of outside) expect([id, id >= bounds.low && id <= bounds.high]).toEqual([id, false]);
  });

  it('leaves an end open when only one day is given, and nothing when neither is', () => {
    expect(idBoundsOfDays(undefined, undefined)).toBeUndefined();
    expect(idBoundsOfDays('2026-11-01', undefined)).toEqual({ low: objectIdBound(new Date('2026-11-01T00:00:00+02:00'), 'low'), high: 'f'.repeat(24) });
    expect(idBoundsOfDays(undefined, '2026-11-01')?.low).toBe('0'.repeat(24));
  });
});
