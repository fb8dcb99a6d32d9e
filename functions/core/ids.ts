/**
 * Object-id style identifiers: 24 lower-case hex characters made of a 4-byte big-endian
 * seconds timestamp, 5 random bytes and a 3-byte counter. They sort by creation time, which
 * the DynamoDB sort keys rely on for "oldest/newest first" listings.
 */
import { randomBytes, randomInt } from 'node:crypto';

const processRandom = randomBytes(5);
let counter = randomInt(0, 0xffffff);

export function newObjectId(now: Date = new Date()): string {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(Math.floor(now.getTime() / 1000), 0);
  processRandom.copy(bytes, 4);
  counter = (counter + 1) % 0x1000000;
  bytes.writeUIntBE(counter, 9, 3);
  return bytes.toString('hex');
}

export function isObjectId(value: string): boolean {
  return /^[0-9a-f]{24}$/.test(value);
}

export function objectIdTime(id: string): Date {
  return new Date(parseInt(id.slice(0, 8), 16) * 1000);
}
