/**
 * Fingerprints for duplicate uploads (the caller stores them; see README.md "Duplicate uploads").
 *
 * - `fileFingerprint(bytes)`: SHA-256 of the exact bytes. The same file uploaded twice for an
 *   account is refused outright.
 * - `transactionFingerprint(accountNumber, tx)`: SHA-256 of a versioned, normalised key:
 *   account number (digits only, leading zeros dropped), calendar date, amount in cents,
 *   balance in cents (or "-"), and the description upper-cased with whitespace and
 *   punctuation collapsed. Stable across re-exports of the same transaction in another
 *   encoding, delimiter, date or amount spelling.
 * - `transactionFingerprints(accountNumber, txs)`: the same for a whole upload, with an
 *   occurrence suffix for rows whose key repeats inside the upload (genuine identical
 *   transactions with no balance to tell them apart), so two real R 20 taxi fares on one day
 *   are two fingerprints and a re-upload still produces the same two.
 */
import { createHash } from 'node:crypto';

export interface FingerprintInput {
  datetime: string;
  amount_cents: number;
  balance_cents: number | null;
  description: string;
}

export function normaliseDescription(description: string): string {
  return description
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/^\(PENDING\)\s*/, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

export function normaliseAccountNumber(accountNumber: string): string {
  return accountNumber.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

function key(accountNumber: string, tx: FingerprintInput): string {
  return [
    'khanya-tx-v1',
    normaliseAccountNumber(accountNumber),
    tx.datetime.slice(0, 10),
    String(tx.amount_cents),
    tx.balance_cents === null ? '-' : String(tx.balance_cents),
    normaliseDescription(tx.description),
  ].join('|');
}

export function transactionFingerprint(accountNumber: string, tx: FingerprintInput): string {
  return createHash('sha256').update(key(accountNumber, tx)).digest('hex');
}

export function transactionFingerprints(accountNumber: string, txs: readonly FingerprintInput[]): string[] {
  const seen = new Map<string, number>();
  return txs.map((tx) => {
    const k = key(accountNumber, tx);
    const n = (seen.get(k) ?? 0) + 1;
    seen.set(k, n);
    return createHash('sha256').update(n === 1 ? k : `${k}#${n}`).digest('hex');
  });
}

/** SHA-256 of the exact bytes (a string is hashed as UTF-8), hex: the one file fingerprint of the code base. */
export function fileFingerprint(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}
