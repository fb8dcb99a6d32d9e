import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSign } from 'node:crypto';
import { isSnsUrl, sesContentOf, SesReceivedSchema, signInboundMime, snsStringToSign, verifyInboundMimeSignature, verifySnsSignature, type SnsMessage } from './inbound-webhooks.ts';

const FIXTURES = join(__dirname, '..', '..', 'test', 'fixtures', 'sns');
const KEY = readFileSync(join(FIXTURES, 'signing-key.pem'), 'utf8');
const CERT = readFileSync(join(FIXTURES, 'signing-cert.pem'), 'utf8');

const notification: SnsMessage = {
  Type: 'Notification',
  MessageId: 'm-1',
  TopicArn: 'arn:aws:sns:af-south-1:123456789012:t',
  Subject: 'Amazon SES Email Receipt Notification',
  Message: '{"notificationType":"Received"}',
  Timestamp: '2026-11-22T10:00:00.000Z',
  SignatureVersion: '2',
  Signature: '',
  SigningCertURL: 'https://sns.af-south-1.amazonaws.com/SimpleNotificationService-x.pem',
};

function sign(message: SnsMessage): SnsMessage {
  const signer = createSign(message.SignatureVersion === '1' ? 'RSA-SHA1' : 'RSA-SHA256');
  signer.update(snsStringToSign(message));
  return { ...message, Signature: signer.sign(KEY, 'base64') };
}

describe('snsStringToSign', () => {
  it('lists the Notification fields in order, Subject only when present', () => {
    expect(snsStringToSign(notification)).toBe(
      'Message\n{"notificationType":"Received"}\nMessageId\nm-1\nSubject\nAmazon SES Email Receipt Notification\nTimestamp\n2026-11-22T10:00:00.000Z\nTopicArn\narn:aws:sns:af-south-1:123456789012:t\nType\nNotification\n',
    );
    expect(snsStringToSign({ ...notification, Subject: undefined })).not.toContain('Subject');
  });

  it('lists the SubscriptionConfirmation fields (SubscribeURL and Token, no Subject)', () => {
    const confirmation: SnsMessage = { ...notification, Type: 'SubscriptionConfirmation', Subject: undefined, Token: 'tok', SubscribeURL: 'https://sns.af-south-1.amazonaws.com/?Action=ConfirmSubscription' };
    expect(snsStringToSign(confirmation)).toBe(
      'Message\n{"notificationType":"Received"}\nMessageId\nm-1\nSubscribeURL\nhttps://sns.af-south-1.amazonaws.com/?Action=ConfirmSubscription\nTimestamp\n2026-11-22T10:00:00.000Z\nToken\ntok\nTopicArn\narn:aws:sns:af-south-1:123456789012:t\nType\nSubscriptionConfirmation\n',
    );
  });
});

describe('isSnsUrl', () => {
  it('accepts https on sns.<region>.amazonaws.com only', () => {
    expect(isSnsUrl('https://sns.af-south-1.amazonaws.com/SimpleNotificationService-abc.pem', { pem: true })).toBe(true);
    expect(isSnsUrl('https://sns.us-gov-west-1.amazonaws.com/x.pem', { pem: true })).toBe(true);
    expect(isSnsUrl('https://sns.cn-north-1.amazonaws.com.cn/x.pem', { pem: true })).toBe(true);
    expect(isSnsUrl('https://sns.af-south-1.amazonaws.com/?Action=ConfirmSubscription&Token=x')).toBe(true);
    for (const url of [
      'http://sns.af-south-1.amazonaws.com/x.pem',
      'https://sns.af-south-1.amazonaws.com.evil.example/x.pem',
      'https://evil.example/sns.af-south-1.amazonaws.com/x.pem',
      'https://user:pw@sns.af-south-1.amazonaws.com/x.pem',
      'https://sns.af-south-1.amazonaws.com:8443/x.pem',
      'https://s3.af-south-1.amazonaws.com/x.pem',
      'https://sns.amazonaws.com/x.pem',
      'not a url',
      undefined,
    ]) {
      expect([url, isSnsUrl(url, { pem: true })]).toEqual([url, false]);
    }
    expect(isSnsUrl('https://sns.af-south-1.amazonaws.com/x.txt', { pem: true })).toBe(false);
  });
});

describe('verifySnsSignature', () => {
  it('accepts a message signed by the certificate, version 1 (SHA1) and 2 (SHA256)', () => {
    expect(verifySnsSignature(sign(notification), CERT)).toBe(true);
    expect(verifySnsSignature(sign({ ...notification, SignatureVersion: '1' }), CERT)).toBe(true);
  });

  it('refuses any changed field, a signature of the other version, garbage and a bad certificate', () => {
    const signed = sign(notification);
    for (const field of ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn'] as const) {
      expect([field, verifySnsSignature({ ...signed, [field]: `${signed[field]}x` }, CERT)]).toEqual([field, false]);
    }
    expect(verifySnsSignature({ ...signed, SignatureVersion: '1' }, CERT)).toBe(false);
    expect(verifySnsSignature({ ...signed, Signature: 'AAAA' }, CERT)).toBe(false);
    expect(verifySnsSignature(signed, 'not a certificate')).toBe(false);
    expect(verifySnsSignature(signed, CERT, new Date('1990-01-01'))).toBe(false);
  });
});

describe('sesContentOf', () => {
  const base = { notificationType: 'Received', mail: { messageId: 'ses-1', destination: ['d@in.example'] }, receipt: { recipients: ['r@in.example'] } };
  it('decodes BASE64 or UTF8 content and takes the receipt recipients', () => {
    const raw = 'Subject: hi\r\n\r\nbody';
    const b64 = SesReceivedSchema.parse({ ...base, receipt: { ...base.receipt, action: { type: 'SNS', encoding: 'BASE64' } }, content: Buffer.from(raw).toString('base64') });
    expect(sesContentOf(b64)).toEqual({ raw: Buffer.from(raw), recipients: ['r@in.example'], messageId: 'ses-1' });
    const utf8 = SesReceivedSchema.parse({ ...base, receipt: { action: { type: 'SNS', encoding: 'UTF8' } }, content: raw });
    expect(sesContentOf(utf8)).toEqual({ raw: Buffer.from(raw), recipients: ['d@in.example'], messageId: 'ses-1' });
    expect(sesContentOf(SesReceivedSchema.parse(base))).toBeUndefined();
  });
});

describe('raw MIME signatures', () => {
  const body = Buffer.from('Subject: x\r\n\r\nbody');
  const now = new Date('2026-11-22T10:00:00Z');
  const t = Math.floor(now.getTime() / 1000);

  it('verifies t=…,v1=… made with the secret over "<t>." and the body, within five minutes', () => {
    const header = signInboundMime('s3cret', t, body);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyInboundMimeSignature(header, 's3cret', body, now)).toBe(true);
    expect(verifyInboundMimeSignature(header, 's3cret', body, new Date(now.getTime() + 299_000))).toBe(true);
    expect(verifyInboundMimeSignature(header.toUpperCase().replace('T=', 't=').replace('V1=', 'v1='), 's3cret', body, now)).toBe(true);
  });

  it('refuses another secret, another body, a stale or future time, no secret, and malformed headers', () => {
    const header = signInboundMime('s3cret', t, body);
    expect(verifyInboundMimeSignature(header, 'other', body, now)).toBe(false);
    expect(verifyInboundMimeSignature(header, 's3cret', Buffer.concat([body, Buffer.from(' ')]), now)).toBe(false);
    expect(verifyInboundMimeSignature(header, 's3cret', body, new Date(now.getTime() + 301_000))).toBe(false);
    expect(verifyInboundMimeSignature(header, 's3cret', body, new Date(now.getTime() - 301_000))).toBe(false);
    expect(verifyInboundMimeSignature(header, undefined, body, now)).toBe(false);
    for (const bad of [undefined, '', 'v1=abc', `t=${t}`, `t=x,v1=${'0'.repeat(64)}`, `t=${t},v1=${'0'.repeat(63)}`]) {
      expect([bad, verifyInboundMimeSignature(bad, 's3cret', body, now)]).toEqual([bad, false]);
    }
  });
});
