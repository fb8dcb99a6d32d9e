/**
 * The learned model as data: a multinomial logistic regression over hashed features (text.ts),
 * stored sparse and quantised. The serialised form (`LabellingModel`, the JSON file shipped in the
 * labelling-model Lambda layer) is plain data; `decodeModel` turns it into typed arrays once.
 *
 * Binary payload (`weights`, base64): for each bucket that has weights, in ascending bucket order:
 *   varint(bucket - previousBucket), varint(count), then count x [labelIndex: u8, weight: i8]
 * A weight is `int8 * scale`. Buckets absent from the payload have no weights.
 */
import { LABELS, type Label } from '#schemas/labels';

export const MODEL_FORMAT = 'khanya-labelling-model';
/** 2 adds `calibration`; version 1 files (no calibration: raw confidences) still load. */
export const MODEL_FORMAT_VERSION = 2;
const SUPPORTED_FORMAT_VERSIONS: readonly number[] = [1, 2];

/**
 * How raw confidences become calibrated ones (train.ts fits it on a validation slice of the
 * training file that the fitted model never saw): of the labels given with confidence p, about p
 * are right. `keys`: the observed accuracy per decision kind (`rule:<kind>` for a hard rule,
 * `soft:<kind>` for a soft rule used as fallback, `uncategorised`, `income_abstain`); `model`: an
 * isotonic (monotone) map of the model's softmax probability, as ascending points interpolated
 * linearly.
 */
export interface Calibration {
  keys: Record<string, number>;
  model: { x: number[]; y: number[] };
}

export interface LabellingModel {
  format: typeof MODEL_FORMAT;
  formatVersion: number;
  /** Free text: when and from what the model was trained. */
  trainedFrom: string;
  /** log2 of the number of hash buckets (text.ts hashFeatures). */
  hashBits: number;
  /** Output labels, index = label index in the payload. Exact strings of labels.csv. */
  labels: string[];
  /** Multiplier of the int8 weights. */
  scale: number;
  /** Below this top softmax probability the model abstains (Uncategorised or a soft rule). */
  uncategorisedThreshold: number;
  /** With a soft rule (generic transfer, debit order, purchase), the model is used only from this probability. */
  softRuleThreshold: number;
  /** Number of (label, weight) entries in the payload. */
  entries: number;
  /** base64 payload, see the module comment. */
  weights: string;
  /** Confidence calibration (formatVersion 2). */
  calibration?: Calibration;
}

export interface DecodedModel {
  hashBits: number;
  labels: Label[];
  /** offsets[b]..offsets[b+1] are the entries of bucket b. */
  offsets: Uint32Array;
  entryLabel: Uint8Array;
  entryWeight: Float32Array;
  uncategorisedThreshold: number;
  softRuleThreshold: number;
  /** Label indices allowed for a debit (debit + either) and a credit (credit + either). */
  allowedDebit: Uint8Array;
  allowedCredit: Uint8Array;
  allowedAny: Uint8Array;
  calibration: Calibration | null;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function base64Encode(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += B64[(n >>> 18) & 63]! + B64[(n >>> 12) & 63]! + B64[(n >>> 6) & 63]! + B64[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    out += B64[(n >>> 18) & 63]! + B64[(n >>> 12) & 63]! + '==';
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    out += B64[(n >>> 18) & 63]! + B64[(n >>> 12) & 63]! + B64[(n >>> 6) & 63]! + '=';
  }
  return out;
}

export function base64Decode(text: string): Uint8Array {
  const lookup = new Int16Array(128).fill(-1);
  for (let i = 0; i < 64; i++) lookup[B64.charCodeAt(i)] = i;
  let len = text.length;
  while (len > 0 && text[len - 1] === '=') len--;
  const out = new Uint8Array(Math.floor((len * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < len; i++) {
    const v = lookup[text.charCodeAt(i)] ?? -1;
    if (v < 0) throw new Error('Invalid base64 in labelling model');
    buffer = (buffer << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (buffer >>> bits) & 0xff;
    }
  }
  return out.subarray(0, o);
}

function allowedIndices(labels: readonly string[], sign: 'debit' | 'credit' | 'any'): Uint8Array {
  const out: number[] = [];
  labels.forEach((label, i) => {
    const direction = LABELS.find((l) => l.label === label)?.direction;
    if (sign === 'any' || direction === 'either' || direction === sign) out.push(i);
  });
  return Uint8Array.from(out);
}

export function decodeModel(model: LabellingModel): DecodedModel {
  if (model.format !== MODEL_FORMAT || !SUPPORTED_FORMAT_VERSIONS.includes(model.formatVersion)) {
    throw new Error(`Unsupported labelling model format ${String(model.format)} v${String(model.formatVersion)}`);
  }
  const known = new Set<string>(LABELS.map((l) => l.label));
  for (const label of model.labels) if (!known.has(label)) throw new Error(`Labelling model has an unknown label: ${label}`);
  const buckets = 1 << model.hashBits;
  const bytes = base64Decode(model.weights);
  const offsets = new Uint32Array(buckets + 1);
  const entryLabel = new Uint8Array(model.entries);
  const entryWeight = new Float32Array(model.entries);
  let p = 0;
  const varint = (): number => {
    let result = 0;
    let shift = 0;
    for (;;) {
      const b = bytes[p++]!;
      result += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return result;
      shift += 7;
    }
  };
  let bucket = 0;
  let e = 0;
  let lastFilled = 0;
  while (p < bytes.length) {
    bucket += varint();
    const count = varint();
    for (let b = lastFilled + 1; b <= bucket; b++) offsets[b] = e;
    for (let k = 0; k < count; k++) {
      entryLabel[e] = bytes[p++]!;
      const q = bytes[p++]!;
      entryWeight[e] = (q > 127 ? q - 256 : q) * model.scale;
      e++;
    }
    offsets[bucket + 1] = e;
    lastFilled = bucket + 1;
  }
  for (let b = lastFilled + 1; b <= buckets; b++) offsets[b] = e;
  if (e !== model.entries) throw new Error(`Labelling model payload has ${e} entries, header says ${model.entries}`);
  return {
    hashBits: model.hashBits,
    labels: model.labels as Label[],
    offsets,
    entryLabel,
    entryWeight,
    uncategorisedThreshold: model.uncategorisedThreshold,
    softRuleThreshold: model.softRuleThreshold ?? model.uncategorisedThreshold,
    allowedDebit: allowedIndices(model.labels, 'debit'),
    allowedCredit: allowedIndices(model.labels, 'credit'),
    allowedAny: allowedIndices(model.labels, 'any'),
    calibration: model.calibration ?? null,
  };
}

/** The calibrated confidence of a decision of kind `key` with raw confidence `raw` (identity without calibration). */
export function calibrate(calibration: Calibration | null, key: string, raw: number): number {
  if (!calibration) return raw;
  if (key !== 'model') return calibration.keys[key] ?? raw;
  const { x, y } = calibration.model;
  const n = x.length;
  if (n === 0) return raw;
  if (raw <= x[0]!) return y[0]!;
  if (raw >= x[n - 1]!) return y[n - 1]!;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (x[mid]! <= raw) lo = mid;
    else hi = mid;
  }
  const t = (raw - x[lo]!) / (x[hi]! - x[lo]! || 1);
  return y[lo]! + t * (y[hi]! - y[lo]!);
}

/** Sparse weights as the training script produces them: per bucket, (label, float weight) pairs. */
export function encodeModel(args: {
  hashBits: number;
  labels: string[];
  buckets: Map<number, Array<[number, number]>>;
  uncategorisedThreshold: number;
  softRuleThreshold: number;
  trainedFrom: string;
  calibration?: Calibration;
}): LabellingModel {
  let maxAbs = 0;
  for (const list of args.buckets.values()) for (const [, w] of list) maxAbs = Math.max(maxAbs, Math.abs(w));
  const scale = maxAbs / 127 || 1;
  const bytes: number[] = [];
  const pushVarint = (v: number) => {
    while (v >= 0x80) {
      bytes.push((v & 0x7f) | 0x80);
      v = Math.floor(v / 128);
    }
    bytes.push(v);
  };
  let previous = 0;
  let entries = 0;
  for (const bucket of [...args.buckets.keys()].sort((a, b) => a - b)) {
    const list = args.buckets.get(bucket)!.filter(([, w]) => Math.round(w / scale) !== 0);
    if (list.length === 0) continue;
    pushVarint(bucket - previous);
    previous = bucket;
    pushVarint(list.length);
    for (const [label, w] of list) {
      bytes.push(label);
      bytes.push(Math.round(w / scale) & 0xff);
      entries++;
    }
  }
  return {
    format: MODEL_FORMAT,
    formatVersion: MODEL_FORMAT_VERSION,
    trainedFrom: args.trainedFrom,
    hashBits: args.hashBits,
    labels: args.labels,
    scale,
    uncategorisedThreshold: args.uncategorisedThreshold,
    softRuleThreshold: args.softRuleThreshold,
    entries,
    weights: base64Encode(Uint8Array.from(bytes)),
    ...(args.calibration ? { calibration: args.calibration } : {}),
  };
}

/**
 * Scores `features[0..count)` into `scores` and returns the index of the best allowed label,
 * writing the softmax probability of that label into `probOut[0]`.
 */
export function predict(
  model: DecodedModel,
  features: Uint32Array,
  count: number,
  amountCents: number,
  scores: Float64Array,
  probOut: Float64Array,
): number {
  scores.fill(0);
  const { offsets, entryLabel, entryWeight } = model;
  for (let i = 0; i < count; i++) {
    const b = features[i]!;
    const end = offsets[b + 1]!;
    for (let e = offsets[b]!; e < end; e++) scores[entryLabel[e]!]! += entryWeight[e]!;
  }
  const allowed = amountCents < 0 ? model.allowedDebit : amountCents > 0 ? model.allowedCredit : model.allowedAny;
  let best = allowed[0]!;
  let bestScore = -Infinity;
  for (let k = 0; k < allowed.length; k++) {
    const idx = allowed[k]!;
    if (scores[idx]! > bestScore) {
      bestScore = scores[idx]!;
      best = idx;
    }
  }
  let sum = 0;
  for (let k = 0; k < allowed.length; k++) {
    const d = scores[allowed[k]!]! - bestScore;
    // exp(-40) < 5e-18: a label that far below the best cannot move the probability.
    if (d > -40) sum += Math.exp(d);
  }
  probOut[0] = 1 / sum;
  return best;
}
