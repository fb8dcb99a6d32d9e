/**
 * Mutation fuzzing of the PDF reader: seeded mutations of a valid statement (plain and AES-256)
 * must each end as a document or as a StatementFileError with a known code: never another
 * exception, never a hang (the reader's deadline is set low so a slow case shows as a refusal).
 *
 * FUZZ_SEED picks another sequence (the seed is printed when a case fails); FUZZ_RUNS the count;
 * FUZZ_DEBUG=1 prints each case's mutation, outcome and milliseconds.
 */
import { readPdfText } from './read.ts';
import { StatementFileError, type StatementFileErrorCode } from './errors.ts';
import { encrypted, samplePdf } from './fixtures/make.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const READER_CODES: StatementFileErrorCode[] = ['password_required', 'wrong_password', 'unreadable_file', 'too_many_pages'];

/** mulberry32: small, seedable, good enough to pick mutations. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Mutation = (bytes: Uint8Array, next: () => number) => Uint8Array;
const int = (next: () => number, below: number) => Math.floor(next() * below);

const MUTATIONS: Record<string, Mutation> = {
  flipBytes(bytes, next) {
    const out = bytes.slice();
    for (let n = 1 + int(next, 8); n > 0; n--) out[int(next, out.length)] = int(next, 256);
    return out;
  },
  overwriteRange(bytes, next) {
    const out = bytes.slice();
    const at = int(next, out.length);
    for (let i = at; i < Math.min(out.length, at + 1 + int(next, 64)); i++) out[i] = int(next, 256);
    return out;
  },
  deleteRange(bytes, next) {
    const at = int(next, bytes.length);
    return new Uint8Array([...bytes.subarray(0, at), ...bytes.subarray(Math.min(bytes.length, at + 1 + int(next, 256)))]);
  },
  duplicateRange(bytes, next) {
    const at = int(next, bytes.length);
    const piece = bytes.subarray(at, at + 1 + int(next, 512));
    return new Uint8Array([...bytes.subarray(0, at), ...piece, ...bytes.subarray(at)]);
  },
  changeDigits(bytes, next) {
    const out = bytes.slice();
    const digits: number[] = [];
    out.forEach((byte, i) => byte >= 0x30 && byte <= 0x39 && digits.push(i));
    for (let n = 1 + int(next, 6); n > 0 && digits.length > 0; n--) out[digits[int(next, digits.length)]!] = 0x30 + int(next, 10);
    return out;
  },
  insertToken(bytes, next) {
    const tokens = ['99999999999', '-1', '/Filter /FlateDecode', '<<', '>>', '[', 'R', 'stream\n', 'endobj', '/Count 2147483647', '/Length 0', '1 0 R'];
    const token = new TextEncoder().encode(` ${tokens[int(next, tokens.length)]} `);
    const at = int(next, bytes.length);
    return new Uint8Array([...bytes.subarray(0, at), ...token, ...bytes.subarray(at)]);
  },
  truncate(bytes, next) {
    return bytes.slice(0, int(next, bytes.length));
  },
};

describe('fuzz: mutated statement PDFs', () => {
  it(`every one of ${RUNS} mutations is a document or a StatementFileError with a reader code (seed ${SEED})`, async () => {
    const plain = await samplePdf({ pages: 2 });
    const locked = await encrypted(plain, 'secret');
    const next = random(SEED);
    const names = Object.keys(MUTATIONS);
    const outcomes: Record<string, number> = {};
    for (let run = 0; run < RUNS; run++) {
      const useLocked = run % 4 === 3;
      const name = names[int(next, names.length)]!;
      const mutated = MUTATIONS[name]!(useLocked ? locked : plain, next);
      let outcome: string;
      const started = Date.now();
      try {
        const { doc } = await readPdfText(mutated, { passwords: useLocked ? ['secret'] : [], timeoutMs: 5000 });
        expect(doc.pages.length).toBe(doc.info.pageCount);
        outcome = 'document';
      } catch (error) {
        if (!(error instanceof StatementFileError)) {
          throw new Error(`run ${run} (${name}, seed ${SEED}) threw ${String(error)}`, { cause: error });
        }
        expect(READER_CODES).toContain(error.code);
        outcome = error.code;
      }
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      if (process.env.FUZZ_DEBUG) console.log(run, name, useLocked, outcome, Date.now() - started);
    }
    // Both ends are exercised: some mutations are harmless, others refused.
    expect(outcomes.document ?? 0).toBeGreaterThan(0);
    expect(outcomes.unreadable_file ?? 0).toBeGreaterThan(0);
  }, 300_000);
});
