/**
 * Which of the candidate passwords opens an AES-256 (revision 6, PDF 2.0) statement, found with
 * node:crypto before pdf.js opens the file.
 *
 * Why: a revision-6 password check is the iterated hash of ISO 32000-2 algorithm 2.B (at least 64
 * rounds of AES-128 over ~3 KB plus SHA-256/384/512), and pdf.js computes it in JavaScript: about
 * 25 ms per check on one core. pdf.js first tries the empty password (one check), and for every
 * wrong candidate checks it as the user and then as the owner password (two checks), then derives
 * the key (one more): a locked statement with the applicant's right password cost three checks,
 * ~75 ms, three times pdftotext's whole run on the file. With native SHA and AES the same check
 * takes well under a millisecond, so the reader asks here first and hands pdf.js the password that
 * works (two checks left in pdf.js: the user check and the key).
 *
 * This only chooses the order of the tries. Any doubt (no revision-6 `/Encrypt` dictionary found in
 * the clear, strings that do not parse, no candidate matches) answers `undefined`, and the reader
 * tries the candidates with pdf.js exactly as before; a candidate chosen here that pdf.js then
 * refuses is followed by the others. So the outcome (opened with which password, or
 * `password_required` / `wrong_password`) never depends on this file, only the time.
 */
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

export type PasswordChoice =
  /** The empty user password opens the file (or there is nothing to choose): open without one. */
  | { kind: 'none' }
  /** This candidate (an index into the list) opens the file. */
  | { kind: 'candidate'; index: number }
  /** Not a revision-6 file, or it could not be told: try the candidates with pdf.js. */
  | undefined;

/** The bytes of a PDF string token starting at `at` (`<hex>` or `(literal)`), or null. */
function pdfString(text: string, at: number): number[] | null {
  if (text[at] === '<') {
    const end = text.indexOf('>', at);
    if (end < 0) return null;
    const hex = text.slice(at + 1, end).replace(/\s+/g, '');
    if (!/^[0-9a-fA-F]*$/.test(hex)) return null;
    const padded = hex.length % 2 ? `${hex}0` : hex;
    const out: number[] = [];
    for (let i = 0; i < padded.length; i += 2) out.push(parseInt(padded.slice(i, i + 2), 16));
    return out;
  }
  if (text[at] !== '(') return null;
  const out: number[] = [];
  let depth = 1;
  const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };
  for (let i = at + 1; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\') {
      const next = text[i + 1];
      if (next === undefined) return null;
      if (next in escapes) {
        out.push(escapes[next]!);
        i += 1;
      } else if (/[0-7]/.test(next)) {
        const octal = /^[0-7]{1,3}/.exec(text.slice(i + 1, i + 4))![0];
        out.push(parseInt(octal, 8) & 0xff);
        i += octal.length;
      } else if (next === '\r' || next === '\n') {
        i += next === '\r' && text[i + 2] === '\n' ? 2 : 1; // a line continuation
      } else {
        out.push(next.charCodeAt(0));
        i += 1;
      }
      continue;
    }
    if (ch === '(') depth += 1;
    if (ch === ')' && --depth === 0) return out;
    out.push(ch.charCodeAt(0) & 0xff);
  }
  return null;
}

interface Revision6 {
  u: Buffer;
  o: Buffer;
  /** Where the encryption dictionary sits in the file (latin1 offsets), for reopenWithoutHash. */
  dictStart: number;
  dict: string;
}

/** The /U and /O strings of the newest revision-6 standard security handler, or null. */
function revision6Entries(text: string): Revision6 | null {
  const refs = [...text.matchAll(/\/Encrypt\s+(\d+)\s+(\d+)\s+R/g)];
  const ref = refs.at(-1);
  let dict: string | null = null;
  let dictStart = -1;
  if (ref) {
    const heads = [...text.matchAll(new RegExp(`(?:^|[^0-9])${ref[1]}\\s+${ref[2]}\\s+obj\\b`, 'g'))];
    const head = heads.at(-1);
    if (head) {
      const end = text.indexOf('endobj', head.index);
      dict = text.slice(head.index, end < 0 ? head.index + 4096 : end);
      dictStart = head.index;
    }
  }
  if (dict === null || !/\/Filter\s*\/Standard\b/.test(dict) || !/\/R\s+6\b/.test(dict)) return null;
  const entry = (name: string): Buffer | null => {
    const match = new RegExp(`/${name}\\s*(?=[<(])`).exec(dict);
    const bytes = match ? pdfString(dict, match.index + match[0].length) : null;
    return bytes && bytes.length >= 48 ? Buffer.from(bytes) : null;
  };
  const u = entry('U');
  const o = entry('O');
  return u && o ? { u, o, dictStart, dict } : null;
}

/** A `/Name <hex>` string of the dictionary: its bytes and where its hex digits are, or null. */
function hexEntry(dict: string, name: string, bytes: number): { value: Buffer; at: number } | null {
  const match = new RegExp(`/${name}\\s*<([0-9a-fA-F]{${bytes * 2}})>`).exec(dict);
  return match ? { value: Buffer.from(match[1]!, 'hex'), at: match.index + match[0].indexOf('<') + 1 } : null;
}

/** AES without padding (the PDF security handler's blocks are whole): encrypt or decrypt. */
function aes(direction: 'encrypt' | 'decrypt', algorithm: 'aes-128-cbc' | 'aes-256-cbc' | 'aes-256-ecb', key: Buffer, iv: Buffer | null, data: Buffer): Buffer {
  const cipher = direction === 'encrypt' ? createCipheriv(algorithm, key, iv) : createDecipheriv(algorithm, key, iv);
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

/** ISO 32000-2 algorithm 2.B (the revision-6 hash). */
function hash6(password: Buffer, salt: Buffer, userBytes: Buffer): Buffer {
  let k = createHash('sha256').update(Buffer.concat([password, salt, userBytes])).digest();
  let e: Buffer = Buffer.alloc(0);
  for (let round = 0; round < 64 || e[e.length - 1]! > round - 32; round++) {
    const block = Buffer.concat([password, k, userBytes]);
    const k1 = Buffer.alloc(block.length * 64);
    for (let j = 0; j < 64; j++) block.copy(k1, j * block.length);
    e = aes('encrypt', 'aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32), k1);
    let sum = 0;
    for (let j = 0; j < 16; j++) sum += e[j]!;
    k = createHash(['sha256', 'sha384', 'sha512'][sum % 3]!).update(e).digest();
  }
  return k.subarray(0, 32);
}

/**
 * The same file, opened by pdf.js without its JavaScript revision-6 hash: once the password is
 * known (choosePassword), the file key is derived here with node:crypto and checked against the
 * file's /Perms (which only the right key decrypts to `…adb…`); then the security handler is
 * rewritten in place, byte for byte the same length, from revision 6 to revision 5 (ISO
 * 32000-1 extension level 3, the same AES-256 file key, its password check one plain SHA-256)
 * with an EMPTY user password, so pdf.js opens it with one SHA-256 instead of two iterated
 * hashes (~25 ms each). Streams and strings are untouched: pdf.js decrypts them with the same key.
 * Null when anything is not as expected (entries not plain hex strings of their exact length, the
 * key does not check out): the caller then opens the original with the password.
 */
export function reopenWithoutHash(bytes: Uint8Array, text: string, password: string): Uint8Array | null {
  let entries: Revision6 | null;
  try {
    entries = revision6Entries(text);
  } catch {
    return null;
  }
  if (!entries) return null;
  const { u, o, dict, dictStart } = entries;
  const ue = hexEntry(dict, 'UE', 32);
  const oe = hexEntry(dict, 'OE', 32);
  const uHex = hexEntry(dict, 'U', 48);
  const perms = hexEntry(dict, 'Perms', 16);
  const revision = /\/R\s+6\b/.exec(dict);
  if (!ue || !oe || !uHex || !perms || !revision) return null;
  const pw = passwordBytes(password);
  const zeroIv = Buffer.alloc(16);
  const unwrap = (key: Buffer, wrapped: Buffer) => aes('decrypt', 'aes-256-cbc', key, zeroIv, wrapped);
  let fileKey: Buffer;
  if (hash6(pw, u.subarray(32, 40), Buffer.alloc(0)).equals(u.subarray(0, 32))) fileKey = unwrap(hash6(pw, u.subarray(40, 48), Buffer.alloc(0)), ue.value);
  else if (hash6(pw, o.subarray(32, 40), u.subarray(0, 48)).equals(o.subarray(0, 32))) fileKey = unwrap(hash6(pw, o.subarray(40, 48), u.subarray(0, 48)), oe.value);
  else return null;
  const block = aes('decrypt', 'aes-256-ecb', fileKey, null, perms.value);
  if (block.subarray(9, 12).toString('latin1') !== 'adb') return null;
  // Revision 5, empty user password: U = SHA-256(validation salt) ‖ validation salt ‖ key salt,
  // UE = the file key wrapped with SHA-256(key salt).
  const validationSalt = u.subarray(32, 40);
  const keySalt = u.subarray(40, 48);
  const newU = Buffer.concat([createHash('sha256').update(validationSalt).digest(), validationSalt, keySalt]);
  const newUe = aes('encrypt', 'aes-256-cbc', createHash('sha256').update(keySalt).digest(), zeroIv, fileKey);
  const out = new Uint8Array(bytes);
  const write = (at: number, ascii: string) => out.set(Buffer.from(ascii, 'latin1'), dictStart + at);
  write(uHex.at, newU.toString('hex'));
  write(ue.at, newUe.toString('hex'));
  write(revision.index + revision[0].length - 1, '5');
  return out;
}

/** The password as pdf.js feeds revision 6 (UTF-8, at most 127 bytes). */
function passwordBytes(password: string): Buffer {
  return Buffer.from(password, 'utf8').subarray(0, 127);
}

/**
 * Which candidate opens the file, checked natively (see the top of this file); `text` is the
 * file's bytes as latin1 (raw-checks.ts already made it).
 */
export function choosePassword(text: string, candidates: readonly string[]): PasswordChoice {
  let entries: Revision6 | null;
  try {
    entries = revision6Entries(text);
  } catch {
    return undefined;
  }
  if (!entries) return undefined;
  const { u, o } = entries;
  const userMatches = (password: Buffer) => hash6(password, u.subarray(32, 40), Buffer.alloc(0)).equals(u.subarray(0, 32));
  if (userMatches(Buffer.alloc(0))) return { kind: 'none' };
  for (const [index, candidate] of candidates.entries()) if (candidate !== '' && userMatches(passwordBytes(candidate))) return { kind: 'candidate', index };
  for (const [index, candidate] of candidates.entries()) {
    if (candidate !== '' && hash6(passwordBytes(candidate), o.subarray(32, 40), u.subarray(0, 48)).equals(o.subarray(0, 32))) return { kind: 'candidate', index };
  }
  return undefined;
}
