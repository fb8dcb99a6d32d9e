import { LocalWebhookReceiver } from './webhook-receiver.ts';

describe('the local webhook receiver', () => {
  it('keeps the newest 100 requests, prints each, and shows them escaped on its page', () => {
    const lines: string[] = [];
    const receiver = new LocalWebhookReceiver((line) => lines.push(line));
    for (let i = 0; i < 105; i += 1) receiver.record({ 'webhook-id': `evt_${i}` }, JSON.stringify({ id: `evt_${i}`, type: 'application.created' }));
    receiver.record({ 'webhook-id': 'evt_x' }, '<script>alert(1)</script>');
    expect(receiver.received).toHaveLength(100);
    expect(receiver.received[0]).toMatchObject({ id: 'evt_x', type: '(not JSON)' });
    expect(receiver.received[1]).toMatchObject({ id: 'evt_104', type: 'application.created' });
    expect(lines.at(-2)).toBe('[webhook] application.created evt_104');
    const page = receiver.page();
    expect(page).toContain('evt_104');
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('&#60;script&#62;');
  });
});
