import { centsFromPeachAmount, decryptPeachNotification, encryptPeachNotification, PeachNotificationRefused, peachAmount, peachOutcome } from './peach.ts';

const KEY = '11'.repeat(32);
const notification = { type: 'PAYMENT', payload: { id: 'p1', amount: '638.25', currency: 'ZAR', merchantTransactionId: 'abc', result: { code: '000.100.110' } } };

describe('Peach notifications', () => {
  it('decrypts what was encrypted under our key', () => {
    const { body, ivHex, tagHex } = encryptPeachNotification(KEY, notification);
    expect(decryptPeachNotification({ keyHex: KEY, ivHex, tagHex, body })).toEqual(notification);
    // Header values arrive in any case.
    expect(decryptPeachNotification({ keyHex: KEY, ivHex: ivHex.toUpperCase(), tagHex: tagHex.toUpperCase(), body: body.toUpperCase() }).payload.id).toBe('p1');
  });

  it('refuses another key, a changed body, a changed tag, missing headers and non-hex input', () => {
    const { body, ivHex, tagHex } = encryptPeachNotification(KEY, notification);
    const refused = (input: Partial<Parameters<typeof decryptPeachNotification>[0]>) => () => decryptPeachNotification({ keyHex: KEY, ivHex, tagHex, body, ...input });
    expect(refused({ keyHex: '22'.repeat(32) })).toThrow(PeachNotificationRefused);
    expect(refused({ body: body.slice(0, -2) + (body.endsWith('00') ? '01' : '00') })).toThrow(PeachNotificationRefused);
    expect(refused({ tagHex: '00'.repeat(16) })).toThrow(PeachNotificationRefused);
    expect(refused({ ivHex: undefined })).toThrow(PeachNotificationRefused);
    expect(refused({ tagHex: undefined })).toThrow(PeachNotificationRefused);
    expect(refused({ body: 'not hex at all' })).toThrow(PeachNotificationRefused);
    expect(refused({ keyHex: 'abcd' })).toThrow(PeachNotificationRefused);
  });

  it('refuses a well-encrypted body that is not a notification', () => {
    const { body, ivHex, tagHex } = encryptPeachNotification(KEY, { hello: 'world' });
    expect(() => decryptPeachNotification({ keyHex: KEY, ivHex, tagHex, body })).toThrow(PeachNotificationRefused);
  });
});

describe('Peach result codes and amounts', () => {
  it.each([
    ['000.000.000', 'succeeded'],
    ['000.100.110', 'succeeded'],
    ['000.400.000', 'succeeded'],
    ['000.200.100', 'pending'],
    ['800.100.151', 'failed'],
    ['100.150.101', 'failed'],
    ['000.400.030', 'failed'],
  ])('%s is %s', (code, outcome) => expect(peachOutcome(code)).toBe(outcome));

  it('writes and reads rand with two decimals', () => {
    expect(peachAmount(63825)).toBe('638.25');
    expect(peachAmount(5000)).toBe('50.00');
    expect(centsFromPeachAmount('638.25')).toBe(63825);
    expect(() => centsFromPeachAmount('638.2')).toThrow();
  });
});
