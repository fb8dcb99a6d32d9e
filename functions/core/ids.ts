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

/**
 * The lowest or highest id a moment's second can have: every id made in [from, to] lies between
 * `objectIdBound(from, 'low')` and `objectIdBound(to, 'high')`, so a period of creation is a key range.
 */
export function objectIdBound(at: Date, end: 'low' | 'high'): string {
  const seconds = Math.min(Math.max(Math.floor(at.getTime() / 1000), 0), 0xffffffff);
  return seconds.toString(16).padStart(8, '0') + (end === 'low' ? '0' : 'f').repeat(16);
}

/** The ids of what was made from the start of day `from` to the end of day `to` (YYYY-MM-DD, South African time), either open. */
export function idBoundsOfDays(from: string | undefined, to: string | undefined): { low: string; high: string } | undefined {
  if (!from && !to) return undefined;
  return {
    low: from ? objectIdBound(new Date(`${from}T00:00:00+02:00`), 'low') : '0'.repeat(24),
    high: to ? objectIdBound(new Date(`${to}T23:59:59+02:00`), 'high') : 'f'.repeat(24),
  };
}
