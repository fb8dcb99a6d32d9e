/**
 * pdf.js's legacy build creates a `DOMMatrix` when its module loads (for canvas rendering). On
 * Node it polyfills it from the native @napi-rs/canvas package when that is installed; a Lambda
 * bundle has no such package, so loading pdf.js would throw `DOMMatrix is not defined`. Text
 * extraction never renders, so a plain 2-D affine matrix is enough. Imported by read.ts before
 * pdf.js (module evaluation follows import order under tsx, jest and esbuild alike).
 */
class AffineMatrix {
  a = 1;
  b = 0;
  c = 0;
  d = 1;
  e = 0;
  f = 0;
  constructor(init?: ArrayLike<number>) {
    if (init && init.length >= 6) [this.a, this.b, this.c, this.d, this.e, this.f] = Array.from(init).slice(0, 6) as [number, number, number, number, number, number];
  }
  get is2D(): boolean {
    return true;
  }
  get isIdentity(): boolean {
    return this.a === 1 && this.b === 0 && this.c === 0 && this.d === 1 && this.e === 0 && this.f === 0;
  }
  multiplySelf(m: AffineMatrix): this {
    const { a, b, c, d, e, f } = this;
    this.a = a * m.a + c * m.b;
    this.b = b * m.a + d * m.b;
    this.c = a * m.c + c * m.d;
    this.d = b * m.c + d * m.d;
    this.e = a * m.e + c * m.f + e;
    this.f = b * m.e + d * m.f + f;
    return this;
  }
  preMultiplySelf(m: AffineMatrix): this {
    const copy = new AffineMatrix([m.a, m.b, m.c, m.d, m.e, m.f]).multiplySelf(this);
    Object.assign(this, { a: copy.a, b: copy.b, c: copy.c, d: copy.d, e: copy.e, f: copy.f });
    return this;
  }
  multiply(m: AffineMatrix): AffineMatrix {
    return new AffineMatrix([this.a, this.b, this.c, this.d, this.e, this.f]).multiplySelf(m);
  }
  translate(x = 0, y = 0): AffineMatrix {
    return this.multiply(new AffineMatrix([1, 0, 0, 1, x, y]));
  }
  scale(x = 1, y = x): AffineMatrix {
    return this.multiply(new AffineMatrix([x, 0, 0, y, 0, 0]));
  }
  invertSelf(): this {
    const det = this.a * this.d - this.b * this.c;
    const { a, b, c, d, e, f } = this;
    Object.assign(this, { a: d / det, b: -b / det, c: -c / det, d: a / det, e: (c * f - d * e) / det, f: (b * e - a * f) / det });
    return this;
  }
  inverse(): AffineMatrix {
    return new AffineMatrix([this.a, this.b, this.c, this.d, this.e, this.f]).invertSelf();
  }
}

const scope = globalThis as { DOMMatrix?: unknown };
scope.DOMMatrix ??= AffineMatrix;

/*
 * pdf.js's legacy build carries core-js polyfills, and a few of them REPLACE built-ins that Node 20
 * already has, for the whole process: `Array.prototype.push` (V8 mis-handles `push` on an
 * array-like whose length passes 2^32), `JSON.parse` (the JSON.parse-with-source proposal),
 * `JSON.stringify` and `Function.prototype.toString` (to make the others look native). The
 * replacements are plain JavaScript: every `push` and every JSON parse in this process (pdf.js,
 * the statement reader, the labeller, the AWS SDK) ran several times slower once pdf.js was loaded
 * (a profile of the statement bench showed the polyfilled `push` alone at ~5% of the time). pdf.js
 * needs none of those edge cases, so the natives are saved here, before pdf.js loads, and put back
 * by `restoreBuiltins()` once it has. The polyfills Node 20 lacks (Promise.withResolvers,
 * Map.prototype.getOrInsert, Uint8Array.prototype.toHex, …) are additions and stay.
 */
const saved = [
  [Array.prototype, 'push', Object.getOwnPropertyDescriptor(Array.prototype, 'push')],
  [JSON, 'parse', Object.getOwnPropertyDescriptor(JSON, 'parse')],
  [JSON, 'stringify', Object.getOwnPropertyDescriptor(JSON, 'stringify')],
  [Function.prototype, 'toString', Object.getOwnPropertyDescriptor(Function.prototype, 'toString')],
] as const;

/** Puts back the built-ins pdf.js's polyfills replaced (call after pdf.js has loaded). */
export function restoreBuiltins(): void {
  for (const [target, key, descriptor] of saved) {
    if (descriptor && Object.getOwnPropertyDescriptor(target, key)?.value !== descriptor.value) Object.defineProperty(target, key, descriptor);
  }
}
