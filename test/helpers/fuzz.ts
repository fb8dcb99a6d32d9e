/**
 * A small seeded generator of malformed requests for the fuzz test: deterministic for a seed
 * (mulberry32), so a failure is replayed by running with FUZZ_SEED=<seed>. Values mix what a
 * careless or hostile client sends (wrong types, huge numbers and strings, control characters,
 * lone surrogates, injection-looking text, deep nesting) with values shaped by the operation's
 * own zod schemas, so that some requests get past validation into the handler.
 */
import type { z } from 'zod';
import { Rng as PersonaRng } from '#core/personas/prng';

/** The personas' mulberry32 (one implementation), with the draws the fuzz generator needs. */
export class Rng {
  private readonly source: PersonaRng;
  constructor(seed: number) {
    this.source = new PersonaRng(seed);
  }
  next(): number {
    return this.source.next();
  }
  int(below: number): number {
    return Math.floor(this.next() * below);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  hex(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += '0123456789abcdef'[this.int(16)];
    return out;
  }
}

const HUGE = 'x'.repeat(70_000);
export const WEIRD_STRINGS: readonly string[] = [
  '', ' ', 'a', '0', '-1', '1e12', '1e400', 'NaN', 'null', 'true', '[]', '{}', 'undefined',
  'x'.repeat(300), HUGE, '\u0000', 'a\u0000b', '\ud800', '\udfff\ud800', '😀'.repeat(40), 'Ω≈ç√∫', 'ﷺ', '\u202egnp.exe',
  '\r\n\r\n', '\t', '<script>alert(1)</script>', "' OR 1=1 --", '"; DROP TABLE x; --', '../../etc/passwd', '%00', '%zz', '${jndi:ldap://x/a}',
  '{{7*7}}', 'ORG#other', '#', 'USER#', 'a@b', 'not-an-email', 'owner@@x..y', '2026-13-45', '0000-00-00', '9999-12-31T99:99:99Z',
  '5eb7cf5a86d9755df3a6c593', '000000000000000000000000', 'ffffffffffffffffffffffffffffffffffffffff', 'ZZZZZZZZZZZZZZZZZZZZZZZZ',
  '__proto__', 'constructor', 'prototype', 'https://evil.example/x', 'javascript:alert(1)', 'data:text/html,<b>', '#F2A900', '#GGGGGG',
];
export const WEIRD_NUMBERS: readonly number[] = [
  0, -0, 1, -1, 1.5, -1.5, 0.1, 1e12, -1e12, 1e308, -1e308, 2 ** 31, -(2 ** 31), 2 ** 53 + 2, Number.MIN_VALUE, 9.999999999999999e22,
];

export function weirdValue(rng: Rng, depth = 0): unknown {
  const roll = rng.int(10);
  if (roll < 3) return rng.pick(WEIRD_STRINGS);
  if (roll < 5) return rng.pick(WEIRD_NUMBERS);
  if (roll === 5) return rng.pick([true, false, null]);
  if (depth > 2) return rng.pick([[], {}]);
  if (roll === 6) return Array.from({ length: rng.int(4) }, () => weirdValue(rng, depth + 1));
  if (roll === 7) return { [rng.pick(WEIRD_STRINGS.slice(0, 30))]: weirdValue(rng, depth + 1) };
  if (roll === 8) return rng.pick(['__proto__', 'constructor']) === '__proto__' ? JSON.parse('{"__proto__":{"polluted":true}}') : { constructor: { prototype: 1 } };
  return rng.pick([[], {}, [null], [[[[[]]]]]]);
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodType[];
  in?: z.ZodType;
  getter?: () => z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  format?: string;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The fields of an object schema (through optional/pipe wrappers), or {}. */
export function objectShape(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (def.innerType) return objectShape(def.innerType);
  if (def.in) return objectShape(def.in);
  return {};
}

export const objectKeys = (schema: z.ZodType | undefined): string[] => Object.keys(objectShape(schema));

function plausibleString(rng: Rng, format: string | undefined, ids: readonly string[]): string {
  if (format === 'email') return rng.pick(['applicant@example.com', `fuzz-${rng.hex(6)}@khanya.example`, 'a@b']);
  if (format === 'url') return rng.pick(['https://lender.khanya.example/done', 'http://x', 'ftp://x']);
  return rng.pick(['Fuzz', 'John', '0821234567', '+27821234567', '8001015009087', 'Groceries', '2026-01-31', '2026-01-31T10:00:00Z', rng.hex(24), ...ids]);
}

/**
 * A value for `schema`: mostly of the right shape (so deeper code runs), with fields dropped or
 * added and any leaf replaced by a weird value now and then.
 */
export function fromSchema(schema: z.ZodType, rng: Rng, ids: readonly string[], depth = 0): unknown {
  if (depth > 6 || rng.chance(0.12)) return weirdValue(rng);
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      if (def.type === 'optional' && rng.chance(0.3)) return undefined;
      return fromSchema(def.innerType!, rng, ids, depth + 1);
    case 'nullable':
      return rng.chance(0.2) ? null : fromSchema(def.innerType!, rng, ids, depth + 1);
    case 'pipe':
      return fromSchema(def.in!, rng, ids, depth + 1);
    case 'lazy':
      return fromSchema(def.getter!(), rng, ids, depth + 1);
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        if (rng.chance(0.1)) continue;
        const value = fromSchema(field, rng, ids, depth + 1);
        if (value !== undefined) out[key] = value;
      }
      if (rng.chance(0.15)) out[rng.pick(['extra', 'id', 'organisation_id', '__proto__', 'is_admin', 'x'.repeat(200)])] = weirdValue(rng);
      return out;
    }
    case 'array':
      return Array.from({ length: rng.pick([0, 1, 1, 2, 3, 50]) }, () => fromSchema(def.element!, rng, ids, depth + 1));
    case 'record':
      return Object.fromEntries(Array.from({ length: rng.int(3) }, () => [plausibleString(rng, undefined, ids), fromSchema(def.valueType!, rng, ids, depth + 1)]));
    case 'enum':
      return rng.pick(Object.values(def.entries ?? {}));
    case 'literal':
      return rng.pick(def.values ?? [null]);
    case 'union':
    case 'discriminated_union':
      return fromSchema(rng.pick(def.options!), rng, ids, depth + 1);
    case 'string':
      return plausibleString(rng, def.format, ids);
    case 'number':
    case 'int':
      return rng.pick([0, 1, 12, 100, 1500.5, -3, ...WEIRD_NUMBERS]);
    case 'boolean':
      return rng.chance(0.5);
    case 'date':
      return '2026-01-31';
    default:
      return weirdValue(rng, depth);
  }
}

/** A value as a query or path text: weird strings, numbers as text, now and then an encoded oddity. */
export function weirdText(rng: Rng, ids: readonly string[]): string {
  const roll = rng.int(6);
  if (roll === 0) return String(rng.pick(WEIRD_NUMBERS));
  if (roll === 1 && ids.length > 0) return rng.pick(ids);
  if (roll === 2) return rng.pick(['1e12', '1000000000000', '-1', '1.5', '0x10', '', ' 1', '1 ', '99999999999999999999', 'Infinity', '-0']);
  const text = rng.pick(WEIRD_STRINGS);
  return text.length > 2000 ? text.slice(0, 2000) : text;
}

/** Percent-encodes for a URL, leaving a few raw bytes that a hand-written client would send. */
export function encodeLoosely(rng: Rng, text: string): string {
  try {
    const encoded = encodeURIComponent(text);
    return rng.chance(0.1) ? encoded.replace(/%2F/g, '/').replace(/%25/g, '%') : encoded;
  } catch {
    // Lone surrogates cannot be encoded: send their UTF-8 replacement as a client library would.
    return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
  }
}

export const MALFORMED_JSON: readonly string[] = [
  '{', '}', '{"a":', '{"a" 1}', "{'a':1}", '[1,2', 'nul', 'tru', '{"a":1,}', '{"a":1}{"b":2}', '\ufeff{}', '1e400', '-', '"unterminated',
  '{"a":"\\x00"}', '{"a":"\\ud800"}', `${'['.repeat(5000)}${']'.repeat(5000)}`, `{"a":${'1'.repeat(400)}}`, 'null', '[]', '"x"', '0', 'true',
];

export function multipartBody(rng: Rng, boundary: string, fields: readonly string[]): Buffer {
  const parts: Buffer[] = [];
  const count = rng.int(4) + 1;
  for (let i = 0; i < count; i++) {
    const name = rng.chance(0.8) && fields.length > 0 ? rng.pick(fields) : rng.pick(WEIRD_STRINGS.slice(0, 40));
    const file = rng.chance(0.5);
    const disposition = file
      ? `form-data; name="${name}"; filename="${rng.pick(['a.csv', 'x.png', '', '../../x', '"q"', '😀.csv'])}"`
      : `form-data; name="${name}"`;
    const type = file ? `\r\nContent-Type: ${rng.pick(['text/csv', 'image/png', 'application/octet-stream', '', 'text/csv; charset=utf-16'])}` : '';
    const content = rng.pick([
      'date,description,amount,balance\r\n2026-01-01,Salary,1000.00,1000.00\r\n',
      'first_name,last_name,email,phone\r\nA,B,a@b.example,0821234567\r\n',
      'x,y\r\n"unterminated\r\n',
      '\u0000\u0001\u0002',
      'x'.repeat(5000),
      '',
      String(weirdValue(rng)),
    ]);
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n${content}\r\n`, 'utf8'));
  }
  const ending = rng.pick([`--${boundary}--\r\n`, `--${boundary}`, '', `--wrong--\r\n`]);
  return Buffer.concat([...parts, Buffer.from(ending, 'utf8')]);
}
