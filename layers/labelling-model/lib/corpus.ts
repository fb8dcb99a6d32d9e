/**
 * Corpus files: CSV with a header row
 *   description,reference,amount_cents,bank,label,merchant,template,origin
 * `merchant` and `template` are what the split is made on; `origin` is "generated" or "hand".
 *
 * The split is fixed in the files themselves: corpus/train.csv and corpus/heldout.csv. Training
 * and threshold tuning read ONLY train.csv (`readTrain`). `readHeldOut` exists for evaluate.ts
 * and the tests; nothing that builds rules, the knowledge base or the model may import it (a test
 * greps train.ts and the core labelling sources for it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv, toCsv } from '#core/csv';

export interface CorpusLine {
  description: string;
  reference: string;
  amount_cents: number;
  bank: string;
  label: string;
  merchant: string;
  template: string;
  origin: string;
}

export const HEADER = ['description', 'reference', 'amount_cents', 'bank', 'label', 'merchant', 'template', 'origin'] as const;

export const LAYER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CORPUS_DIR = join(LAYER_DIR, 'corpus');
export const TRAIN_FILE = join(CORPUS_DIR, 'train.csv');
export const HELD_OUT_FILE = join(CORPUS_DIR, 'heldout.csv');
export const HAND_FILE = join(CORPUS_DIR, 'hand-written.csv');
export const MODEL_FILE = join(LAYER_DIR, 'layer', 'labelling-model', 'model.json');

export function parseCorpus(text: string): CorpusLine[] {
  const records = parseCsv(text).map((r) => r.fields);
  const header = records.shift() ?? [];
  const at = (name: string) => header.indexOf(name);
  const idx = HEADER.map((h) => at(h));
  return records
    .filter((f) => f.length > 1)
    .map((f) => ({
      description: f[idx[0]!] ?? '',
      reference: idx[1]! >= 0 ? (f[idx[1]!] ?? '') : '',
      amount_cents: Number(f[idx[2]!]),
      bank: idx[3]! >= 0 ? (f[idx[3]!] ?? '') : '',
      label: f[idx[4]!] ?? '',
      merchant: idx[5]! >= 0 ? (f[idx[5]!] ?? '') : '',
      template: idx[6]! >= 0 ? (f[idx[6]!] ?? '') : '',
      origin: idx[7]! >= 0 ? (f[idx[7]!] ?? '') : 'hand',
    }));
}

export function writeCorpus(path: string, lines: readonly CorpusLine[]): void {
  const rows = [HEADER as readonly string[], ...lines.map((l) => [l.description, l.reference, String(l.amount_cents), l.bank, l.label, l.merchant, l.template, l.origin])];
  writeFileSync(path, toCsv(rows));
}

export function readTrain(): CorpusLine[] {
  return parseCorpus(readFileSync(TRAIN_FILE, 'utf8'));
}

export function readHeldOut(): CorpusLine[] {
  return parseCorpus(readFileSync(HELD_OUT_FILE, 'utf8'));
}
