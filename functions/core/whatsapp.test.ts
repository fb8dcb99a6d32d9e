import { signWhatsappBody, statusesOf, verifyTokenMatches, verifyWhatsappSignature, whatsappNumber, WhatsappCallbackSchema } from './whatsapp.ts';

describe('WhatsApp webhook checks', () => {
  const body = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');
  it('accepts only the sha256 HMAC of the raw body under the app secret', () => {
    expect(verifyWhatsappSignature(body, signWhatsappBody(body, 'app-secret'), 'app-secret')).toBe(true);
    expect(verifyWhatsappSignature(body, signWhatsappBody(body, 'other'), 'app-secret')).toBe(false);
    expect(verifyWhatsappSignature(Buffer.concat([body, Buffer.from('\n')]), signWhatsappBody(body, 'app-secret'), 'app-secret')).toBe(false);
    expect(verifyWhatsappSignature(body, undefined, 'app-secret')).toBe(false);
    expect(verifyWhatsappSignature(body, 'sha1=abc', 'app-secret')).toBe(false);
    expect(verifyWhatsappSignature(body, signWhatsappBody(body, 'app-secret').replace('sha256=', ''), 'app-secret')).toBe(false);
  });

  it('compares the verify token exactly', () => {
    expect(verifyTokenMatches('token', 'token')).toBe(true);
    expect(verifyTokenMatches('Token', 'token')).toBe(false);
    expect(verifyTokenMatches('token ', 'token')).toBe(false);
    expect(verifyTokenMatches(undefined, 'token')).toBe(false);
  });
});

describe('WhatsApp callbacks and numbers', () => {
  it('reads every status of a batched callback, ignoring other fields', () => {
    const callback = WhatsappCallbackSchema.parse({
      object: 'whatsapp_business_account',
      entry: [
        { id: 'waba', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', statuses: [{ id: 'wamid.1', status: 'delivered', timestamp: '1700000000' }] } }] },
        { id: 'waba', changes: [{ field: 'messages', value: { statuses: [{ id: 'wamid.2', status: 'read', timestamp: '1700000001' }] } }, { field: 'account_update', value: {} }] },
      ],
    });
    expect(statusesOf(callback).map((status) => [status.id, status.status])).toEqual([
      ['wamid.1', 'delivered'],
      ['wamid.2', 'read'],
    ]);
  });

  it('writes South African numbers with the country code', () => {
    expect(whatsappNumber('082 123 4567')).toBe('27821234567');
    expect(whatsappNumber('+27 82 123 4567')).toBe('27821234567');
    expect(whatsappNumber('27821234567')).toBe('27821234567');
    expect(whatsappNumber('+44 7700 900123')).toBe('447700900123');
    expect(whatsappNumber('0123')).toBeNull();
  });
});
