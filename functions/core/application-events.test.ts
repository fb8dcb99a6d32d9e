import { applicationEvent, eventKey, timelineOf } from './application-events.ts';

describe('application timeline', () => {
  const opened = applicationEvent('opened', '2025-01-01T10:00:00.000Z');
  it('answers the recorded events while the link is live', () => {
    expect(timelineOf({ status: 'connecting', expiry: '2025-01-08T10:00:00.000Z', events: [opened] }, new Date('2025-01-02T00:00:00Z'))).toEqual([opened]);
    expect(timelineOf({ status: 'created', expiry: '2025-01-08T10:00:00.000Z' }, new Date('2025-01-02T00:00:00Z'))).toEqual([]);
  });

  it('adds abandoned (opened, never completed) and expired at the expiry once the link has expired', () => {
    expect(timelineOf({ status: 'connecting', expiry: '2025-01-08T10:00:00.000Z', events: [opened] }, new Date('2025-01-09T00:00:00Z'))).toEqual([
      opened,
      { kind: 'abandoned', at: '2025-01-08T10:00:00.000Z' },
      { kind: 'expired', at: '2025-01-08T10:00:00.000Z' },
    ]);
    expect(timelineOf({ status: 'created', expiry: '2025-01-08T10:00:00.000Z' }, new Date('2025-01-09T00:00:00Z'))).toEqual([{ kind: 'expired', at: '2025-01-08T10:00:00.000Z' }]);
  });

  it('drops empty details', () => {
    expect(applicationEvent('completed', 't', {})).toEqual({ kind: 'completed', at: 't' });
    expect(applicationEvent('linked', 't', { bank: 'sandbox' })).toEqual({ kind: 'linked', at: 't', detail: { bank: 'sandbox' } });
  });
});

describe('eventKey', () => {
  it('is the same for the same kind and detail in any key order, and differs by kind or detail', () => {
    const at = '2025-01-01T10:00:00.000Z';
    expect(eventKey(applicationEvent('link_failed', at, { bank: 'sandbox', code: 'x' }))).toBe(eventKey(applicationEvent('link_failed', '2025-01-02T00:00:00.000Z', { code: 'x', bank: 'sandbox' })));
    expect(eventKey(applicationEvent('link_failed', at, { bank: 'sandbox', code: 'x' }))).not.toBe(eventKey(applicationEvent('link_failed', at, { bank: 'sandbox', code: 'y' })));
    expect(eventKey(applicationEvent('bank_chosen', at))).not.toBe(eventKey(applicationEvent('completed', at)));
  });
});
