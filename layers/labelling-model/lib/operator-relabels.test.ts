import { parseCsv } from '#core/csv';
import { operatorRelabelCsv, type RelabelCorpusLine } from './operator-relabels.ts';

const line = (over: Partial<RelabelCorpusLine>): RelabelCorpusLine => ({
  description: 'POS PURCHASE SIZWE BUTCHERY',
  reference: null,
  amount_cents: -25000,
  bank: 'capitec',
  label: 'Groceries',
  transaction_id: 't1',
  draft_id: 'd1',
  confirmed_at: '2026-11-23T10:00:00.000Z',
  ...over,
});

describe('operators\' relabels as corpus rows', () => {
  it('writes the real-world columns, marks the lines hard, and keeps the latest label of a transaction relabelled twice', () => {
    const csv = operatorRelabelCsv([
      line({ label: 'Eating Out', draft_id: 'd2', confirmed_at: '2026-11-23T11:00:00.000Z' }),
      line({}),
      line({ transaction_id: 't2', description: 'SARS EFILING', amount_cents: 120000, reference: 'PAYE', label: 'SARS', bank: undefined }),
    ]);
    expect(parseCsv(csv).map((record) => record.fields)).toEqual([
      ['description', 'reference', 'amount_cents', 'bank', 'label', 'source', 'difficulty'],
      ['SARS EFILING', 'PAYE', '120000', '', 'SARS', 'relabel:d1', 'hard'],
      ['POS PURCHASE SIZWE BUTCHERY', '', '-25000', 'capitec', 'Eating Out', 'relabel:d2', 'hard'],
    ]);
  });
});
