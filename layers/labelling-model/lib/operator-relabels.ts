/**
 * Operators' confirmed relabels (functions/platform/aws/relabel-corpus.ts: relabels/<draft>.jsonl
 * in the uploads bucket) as rows in the real-world corpus's format, for review before they join
 * the tuning split. Every line an operator corrected is one the engine got wrong, so it is marked
 * `hard`. A transaction relabelled in more than one batch keeps its latest label.
 */
import { toCsv } from '#core/csv';

export interface RelabelCorpusLine {
  description: string;
  reference: string | null;
  amount_cents: number;
  bank?: string;
  label: string;
  transaction_id: string;
  draft_id: string;
  confirmed_at: string;
}

export const REAL_WORLD_HEADER = ['description', 'reference', 'amount_cents', 'bank', 'label', 'source', 'difficulty'] as const;

export function operatorRelabelRows(lines: readonly RelabelCorpusLine[]): string[][] {
  const latest = new Map<string, RelabelCorpusLine>();
  for (const line of lines) {
    const earlier = latest.get(line.transaction_id);
    if (!earlier || earlier.confirmed_at <= line.confirmed_at) latest.set(line.transaction_id, line);
  }
  return [...latest.values()]
    .sort((a, b) => a.confirmed_at.localeCompare(b.confirmed_at) || a.transaction_id.localeCompare(b.transaction_id))
    .map((line) => [line.description, line.reference ?? '', String(line.amount_cents), line.bank ?? '', line.label, `relabel:${line.draft_id}`, 'hard']);
}

export function operatorRelabelCsv(lines: readonly RelabelCorpusLine[]): string {
  return toCsv([[...REAL_WORLD_HEADER], ...operatorRelabelRows(lines)]);
}
