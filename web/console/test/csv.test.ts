import { transactionsCsv } from '../src/csv.ts';

it('writes one row per transaction, quoting commas and quotes, and defusing spreadsheet formulas', () => {
  const csv = transactionsCsv([
    { id: 't1', datetime: '2025-06-30T10:00:00+02:00', account_number: '62876893178', description: 'PNP, "FAMILY"', reference: '=HYPERLINK("x")', amount: -120.5, balance: 1000, label: 'Groceries', label_confidence: 0.98, label_source: 'rule' },
  ]);
  const [header, row] = csv.trimEnd().split('\r\n');
  expect(header).toBe('id,date,account_number,description,reference,amount,balance,label,label_confidence,label_source');
  expect(row).toBe('t1,2025-06-30T10:00:00+02:00,62876893178,"PNP, ""FAMILY""","\'=HYPERLINK(""x"")",-120.5,1000,Groceries,0.98,rule');
});
