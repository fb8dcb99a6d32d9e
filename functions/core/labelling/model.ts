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
import { FNV_OFFSET, FNV_PRIME, SEED_BIGRAM, SEED_CHAR, SEED_WORD, hashFeatures, metaFeatures, mix } from './text.ts';

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

/**
 * The weights laid out for `predict`, which is most of the labelling time (a line hits about 90
 * buckets and about 2,500 entries):
 *   - one 16-bit entry per (bucket, label): the label index in the low byte, the stored int8 weight
 *     byte in the high byte; `weightOf[byte]` is its weight (the same float32 value as
 *     `int8 * scale` always was). One array of 2 bytes per entry instead of two of 1 + 4 bytes
 *     halves the memory a line reads, and the 256 weights stay in the first-level cache.
 *   - a non-empty bucket starts with two header entries, the number of its credit-only labels and
 *     of its either-direction labels, then its entries in that order: credit-only, either,
 *     debit-only. A debit reads only [either, debit-only] and a credit only [credit-only, either]:
 *     the labels the sign rules out are never added up (most labels are debit-only, so a credit
 *     line reads about a quarter of the entries). Within a label the order of additions is
 *     unchanged (feature order), so every score is bit-for-bit what it was.
 */
export interface DecodedModel {
  hashBits: number;
  labels: Label[];
  /** offsets[b]..offsets[b+1] is bucket b in `entries` (header included); equal when empty. */
  offsets: Uint32Array;
  entries: Uint16Array;
  /** The weight of each stored weight byte (int8 two's complement times the model's scale). */
  weightOf: Float64Array;
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
  // Per label: 0 credit-only, 1 either direction, 2 debit-only (the section it is stored in).
  const section = model.labels.map((label) => {
    const direction = LABELS.find((l) => l.label === label)?.direction;
    return direction === 'credit' ? 0 : direction === 'debit' ? 2 : 1;
  });
  // Entries plus two header entries per bucket; the payload's byte length bounds the bucket count.
  const entries = new Uint16Array(model.entries + Math.min(buckets, bytes.length) * 2);
  const weightOf = new Float64Array(256);
  // Math.fround: the weight a Float32Array held before, so scores do not change by a bit.
  for (let q = 0; q < 256; q++) weightOf[q] = Math.fround((q > 127 ? q - 256 : q) * model.scale);
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
  let o = 0; // next free slot in `entries`
  let count_ = 0; // (label, weight) pairs read
  let lastFilled = 0;
  while (p < bytes.length) {
    bucket += varint();
    const count = varint();
    if (bucket >= buckets) throw new Error(`Labelling model payload names bucket ${bucket} of ${buckets}`);
    for (let b = lastFilled + 1; b <= bucket; b++) offsets[b] = o;
    const start = p;
    const header = o;
    o += 2;
    // Three passes over the bucket's pairs, one per section, keeping the payload's order inside each.
    const counts = [0, 0, 0];
    for (let sec = 0; sec < 3; sec++) {
      for (let k = 0; k < count; k++) {
        const label = bytes[start + 2 * k]!;
        if ((section[label] ?? 1) !== sec) continue;
        entries[o++] = label | (bytes[start + 2 * k + 1]! << 8);
        counts[sec]!++;
      }
    }
    entries[header] = counts[0]!;
    entries[header + 1] = counts[1]!;
    p = start + 2 * count;
    count_ += count;
    offsets[bucket + 1] = o;
    lastFilled = bucket + 1;
  }
  for (let b = lastFilled + 1; b <= buckets; b++) offsets[b] = o;
  if (count_ !== model.entries) throw new Error(`Labelling model payload has ${count_} entries, header says ${model.entries}`);
  return {
    hashBits: model.hashBits,
    labels: model.labels as Label[],
    offsets,
    entries: entries.subarray(0, o),
    weightOf,
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
 * writing the softmax probability of that label into `probOut[0]`. Only the labels the amount's
 * sign allows are scored (the others stay 0 in `scores`): see DecodedModel.
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
  for (let i = 0; i < count; i++) addBucket(model, features[i]!, amountCents, scores);
  return pickBest(model, amountCents, scores, probOut);
}

/** Adds bucket `b`'s weights of the labels the sign allows (amount 0: all labels) to `scores`. */
function addBucket(model: DecodedModel, b: number, amountCents: number, scores: Float64Array): void {
  const { offsets, entries, weightOf } = model;
  const start = offsets[b]!;
  const end = offsets[b + 1]!;
  if (start === end) return;
  const data = start + 2;
  const from = amountCents < 0 ? data + entries[start]! : data;
  const to = amountCents > 0 ? data + entries[start]! + entries[start + 1]! : end;
  for (let e = from; e < to; e++) {
    const v = entries[e]!;
    scores[v & 0xff]! += weightOf[v >>> 8]!;
  }
}

/** The best allowed label of `scores` and its softmax probability (into `probOut[0]`). */
function pickBest(model: DecodedModel, amountCents: number, scores: Float64Array, probOut: Float64Array): number {
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

// ---------------------------------------------------------------------------------------------
// Scoring a line with per-word sums
// ---------------------------------------------------------------------------------------------

/**
 * Why this is exact in any order: every weight is a float32 `int8 * scale` (decodeModel), so all
 * weights are whole multiples of one quantum (the float32 spacing at the smallest weight, at worst
 * 2^-23 of |scale|) and at most 2^31 quanta each. A line has at most 4,096 features, so every partial
 * sum is below 2^43 quanta, well inside a float64's 53-bit mantissa: no addition ever rounds, and
 * the scores are the same bits whatever the order or grouping of the additions. That is what lets
 * a word's features be summed once and reused.
 */
/**
 * Words whose sums are kept (about 20 MB at 68 labels): a statement's vocabulary is a few thousand
 * words, a busy container's tens of thousands; 8,192 made the corpus mix recompute words it had seen.
 */
const WORD_CACHE_LIMIT = 32_768;
/** The feature buffer the labeller has always used: hashFeatures stops at its end on a very long text. */
const FEATURE_CAPACITY = 4096;
/** Longest text scored word by word; longer ones (never in practice) take hashFeatures + predict unchanged. */
const MAX_WORDWISE_LENGTH = 700;
/**
 * Neighbouring-word pairs whose sums are kept (at most about 20 MB more, like the words): the whole
 * corpus of generated lines has 17k distinct pairs, a statement a few hundred.
 */
const PAIR_CACHE_LIMIT = 32_768;

interface WordSums {
  /** Per word: the summed weights (all labels) of its unigram and of the character n-grams inside " WORD ". */
  cache: Map<string, Float64Array>;
  /**
   * Per pair of neighbouring words, by A then B (B at least two letters): the summed weights (all
   * labels) of their bigram, of the n-grams that cross the space between them, and of B's own
   * features (its sum in `cache`). A gram is at most five characters and starts at most three
   * before that space, so it reads at most three characters past it: with B two letters long the
   * third is the space after B, or the line's end, which the grams read as a space too. Only after
   * a one-letter B does a gram read the next word. Why B's own sum is in: most words have a word
   * before them, and one sum added per word instead of two halves the additions, the bulk of
   * scoring a line.
   */
  pairs: Map<string, Map<string, Float64Array>>;
  /** Pairs kept in `pairs` (emptied, like the words, when it reaches PAIR_CACHE_LIMIT). */
  pairCount: number;
  /** Per sign and amount features: the summed weights (allowed labels) of the four sign, amount and bias features. */
  meta: Map<number, Float64Array>;
  features: Uint32Array;
  /**
   * The labels a debit, a credit and an amount of 0 allow (DecodedModel's allowed lists) as runs of
   * neighbouring indices, [start, end) pairs: a sum is added run by run, without reading each
   * label's index (the labels of a direction mostly sit together: a debit's are two runs).
   */
  runsDebit: Uint16Array;
  runsCredit: Uint16Array;
  runsAny: Uint16Array;
}
/** Per decoded model, so every labeller of a warm Lambda shares it; it holds only sums of the model's own weights. */
const wordSums = new WeakMap<DecodedModel, WordSums>();

function sumsFor(model: DecodedModel): WordSums {
  let s = wordSums.get(model);
  if (!s) {
    s = {
      cache: new Map(),
      pairs: new Map(),
      pairCount: 0,
      meta: new Map(),
      features: new Uint32Array(FEATURE_CAPACITY),
      runsDebit: runsOf(model.allowedDebit),
      runsCredit: runsOf(model.allowedCredit),
      runsAny: runsOf(model.allowedAny),
    };
    wordSums.set(model, s);
  }
  return s;
}

/** Ascending label indices as [start, end) runs of neighbours. */
function runsOf(indices: Uint8Array): Uint16Array {
  const runs: number[] = [];
  for (let k = 0; k < indices.length; k++) {
    if (k > 0 && indices[k] === indices[k - 1]! + 1) runs[runs.length - 1] = indices[k]! + 1;
    else runs.push(indices[k]!, indices[k]! + 1);
  }
  return Uint16Array.from(runs);
}

/** The word hash of text[ws, we) (hashFeatures' unigram before mixing). */
function wordHash(text: string, ws: number, we: number): number {
  let h = (FNV_OFFSET ^ SEED_WORD) >>> 0;
  for (let i = ws; i < we; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h;
}

/** Sum of all labels' weights of one word's own features: its unigram and the n-grams inside " WORD ". */
function wordVector(model: DecodedModel, text: string, ws: number, we: number, h: number, mask: number): Float64Array {
  const vec = new Float64Array(model.labels.length);
  addBucket(model, mix(h) & mask, 0, vec);
  // Starts from the space before the word; a gram is inside while it ends at or before the space after it.
  for (let start = ws - 1; start + 2 <= we; start++) {
    let g = (FNV_OFFSET ^ SEED_CHAR) >>> 0;
    for (let k = 0; k < 5 && start + k <= we; k++) {
      const p = start + k;
      const c = p < ws || p === we ? 32 : text.charCodeAt(p);
      g = Math.imul(g ^ c, FNV_PRIME);
      if (k >= 2) addBucket(model, mix(g ^ k) & mask, 0, vec);
    }
  }
  return vec;
}

/** The kept sum of `word`, text[ws, we), computed and kept when it is not. */
function wordSum(s: WordSums, model: DecodedModel, text: string, word: string, ws: number, we: number, mask: number): Float64Array {
  let vec = s.cache.get(word);
  if (!vec) {
    // A full cache is emptied, not evicted one by one: simpler, and the sums are the same either way.
    if (s.cache.size >= WORD_CACHE_LIMIT) s.cache.clear();
    vec = wordVector(model, text, ws, we, wordHash(text, ws, we), mask);
    s.cache.set(word, vec);
  }
  return vec;
}

/** Adds a per-word, per-pair or meta sum (all labels) to the scores of the labels in `runs` (runsOf). */
function addRuns(vec: Float64Array, runs: Uint16Array, scores: Float64Array): void {
  for (let r = 0; r < runs.length; r += 2) {
    const end = runs[r + 1]!;
    for (let k = runs[r]!; k < end; k++) scores[k]! += vec[k]!;
  }
}

/**
 * The features two neighbouring words share: their bigram and the n-grams that start in the first
 * word's window (from the space before it) and end past the space after it (a gram is at most five
 * characters, so only the first word's last three starts reach past it). The first word is
 * text[aStart, aEnd); `aEnd` is the space between them.
 */
function addPairFeatures(model: DecodedModel, text: string, aStart: number, aEnd: number, aHash: number, bHash: number, mask: number, amountCents: number, out: Float64Array): void {
  const len = text.length;
  addBucket(model, mix(Math.imul(aHash ^ SEED_BIGRAM, FNV_PRIME) ^ bHash) & mask, amountCents, out);
  for (let start = Math.max(aStart - 1, aEnd - 3); start < aEnd; start++) {
    let g = (FNV_OFFSET ^ SEED_CHAR) >>> 0;
    for (let k = 0; k < 5; k++) {
      const p = start + k;
      if (p > len) break;
      const c = p < 0 || p === len ? 32 : text.charCodeAt(p);
      g = Math.imul(g ^ c, FNV_PRIME);
      if (k >= 2 && p > aEnd) addBucket(model, mix(g ^ k) & mask, amountCents, out);
    }
  }
}

/**
 * Same result as `hashFeatures(text, amountCents, model.hashBits, out)` + `predict` (bit for bit,
 * see the note above), faster on real lines: the features of a word that was seen before (POS,
 * PURCHASE, a merchant's name) come from one stored sum per label instead of about twenty buckets
 * of twenty-odd weights each, and a word after a word of a pair seen before from one sum of the
 * pair's and its own. Only the features that cross a space before a word of one letter are
 * looked up per line. `text` is a normalised line (single spaces, no leading or trailing space);
 * `words`, when given, must be `text.split(' ')` (the rules' tokens: reusing them spares a substring
 * per word, and their lengths a scan for the spaces).
 */
export function scoreLine(model: DecodedModel, text: string, amountCents: number, scores: Float64Array, probOut: Float64Array, words: readonly string[] | null = null): number {
  const s = sumsFor(model);
  const len = text.length;
  if (len > MAX_WORDWISE_LENGTH || text.charCodeAt(0) === 32 || text.charCodeAt(len - 1) === 32 || text.includes('  ')) {
    const count = hashFeatures(text, amountCents, model.hashBits, s.features);
    return predict(model, s.features, count, amountCents, scores, probOut);
  }
  const mask = (1 << model.hashBits) - 1;
  const runs = amountCents < 0 ? s.runsDebit : amountCents > 0 ? s.runsCredit : s.runsAny;
  const labelCount = model.labels.length;
  scores.fill(0);
  let prevWord = '';
  let prevStart = -1;
  let prevEnd = -1;
  let ws = 0;
  let w = 0;
  while (ws < len) {
    let we: number;
    let word: string;
    if (words) {
      word = words[w++]!;
      we = ws + word.length;
    } else {
      we = text.indexOf(' ', ws);
      if (we < 0) we = len;
      word = text.slice(ws, we);
    }
    if (prevStart >= 0 && we - ws >= 2) {
      // By the two words' own strings: no joined key to build.
      let after = s.pairs.get(prevWord);
      if (!after) {
        after = new Map();
        s.pairs.set(prevWord, after);
      }
      let pv = after.get(word);
      if (!pv) {
        if (s.pairCount >= PAIR_CACHE_LIMIT) {
          s.pairs.clear();
          s.pairCount = 0;
          after = new Map();
          s.pairs.set(prevWord, after);
        }
        pv = new Float64Array(labelCount);
        addPairFeatures(model, text, prevStart, prevEnd, wordHash(text, prevStart, prevEnd), wordHash(text, ws, we), mask, 0, pv);
        const vec = wordSum(s, model, text, word, ws, we, mask);
        for (let k = 0; k < labelCount; k++) pv[k]! += vec[k]!;
        after.set(word, pv);
        s.pairCount++;
      }
      addRuns(pv, runs, scores);
    } else {
      addRuns(wordSum(s, model, text, word, ws, we, mask), runs, scores);
      if (prevStart >= 0) addPairFeatures(model, text, prevStart, prevEnd, wordHash(text, prevStart, prevEnd), wordHash(text, ws, we), mask, amountCents, scores);
    }
    prevWord = word;
    prevStart = ws;
    prevEnd = we;
    ws = we + 1;
  }
  const count = metaFeatures(amountCents, mask, s.features, 0);
  // The sign class is in the key too: two hashed buckets may collide, the sign must not.
  const key = (s.features[1]! * (mask + 1) + s.features[2]!) * 4 + (amountCents > 0 ? 1 : amountCents < 0 ? 2 : 3);
  let meta = s.meta.get(key);
  if (!meta) {
    meta = new Float64Array(labelCount);
    for (let i = 0; i < count; i++) addBucket(model, s.features[i]!, amountCents, meta);
    s.meta.set(key, meta); // at most 3 signs x 21 amount sizes x 4 roundnesses
  }
  addRuns(meta, runs, scores);
  return pickBest(model, amountCents, scores, probOut);
}
