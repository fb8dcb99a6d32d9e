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
import type { LabelInput } from '#core/labelling/index';

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

/** The real-world TUNING split: real statement lines the rules and the model may learn from. */
export const REAL_WORLD_FILE = join(CORPUS_DIR, 'real-world.csv');

/** A line of a real-world split (tuning or test), with its source and difficulty. */
export interface RealWorldLine extends CorpusLine {
  source: string;
  difficulty: string;
  /** The bank's own category where the source prints one (Capitec), as the product reads it; '' otherwise. */
  bank_category?: string;
}

/** A real-world split's lines: the tuning split by default; the evaluation passes a test split's text. */
export function readRealWorld(text = readFileSync(REAL_WORLD_FILE, 'utf8')): RealWorldLine[] {
  const records = parseCsv(text).map((r) => r.fields);
  const header = records.shift() ?? [];
  const at = (name: string) => header.indexOf(name);
  return records
    .filter((f) => f.length > 1)
    .map((f) => ({
      description: f[at('description')] ?? '',
      reference: f[at('reference')] ?? '',
      amount_cents: Number(f[at('amount_cents')]),
      bank: f[at('bank')] ?? '',
      label: f[at('label')] ?? '',
      merchant: '',
      template: '',
      origin: 'real-world',
      source: f[at('source')] ?? '',
      difficulty: at('difficulty') >= 0 ? (f[at('difficulty')] ?? '') : '',
      bank_category: at('bank_category') >= 0 ? (f[at('bank_category')] ?? '') : '',
    }));
}

/** What the product passes the labeller for a corpus line (the bank's category only where a real line has one). */
export function labellerInput(line: CorpusLine & { bank_category?: string }): LabelInput {
  return { description: line.description, reference: line.reference || null, amount_cents: line.amount_cents, bank_category: line.bank_category || null };
}

export function readHeldOut(): CorpusLine[] {
  return parseCorpus(readFileSync(HELD_OUT_FILE, 'utf8'));
}
