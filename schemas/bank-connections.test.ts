import { BankCsvUploadFormSchema, StatementUploadFormSchema, StatementUploadUrlInSchema } from './bank-connections.ts';

const file = { filename: 'history.csv', content_type: 'text/csv', data: Buffer.from('1') };

describe("the upload forms' account fields", () => {
  it('bank_id: a slug in any case and spacing, blank as none, anything else refused', () => {
    const bankOf = (value: string) => StatementUploadUrlInSchema.safeParse({ filename: 'a.csv', bank_id: value });
    expect(['FNB', 'Standard Bank', 'standard-bank', ' capitec ', 'generic'].map((value) => bankOf(value).data?.bank_id)).toEqual(['fnb', 'standard_bank', 'standard_bank', 'capitec', 'generic']);
    expect(bankOf('').data?.bank_id).toBeUndefined();
    expect(bankOf('foo').success).toBe(false);
    expect(BankCsvUploadFormSchema.safeParse({ file, bank_id: 'Nedbank', account_number: '1234567890' }).data?.bank_id).toBe('nedbank');
  });

  it('account_number: 6 to 20 digits with spaces or hyphens, stored as digits; masked, worded or short numbers refused; blank is none', () => {
    const numberOf = (value: string) => StatementUploadFormSchema.safeParse({ files: file, account_number: value });
    expect(['62 0012 3456', '40-9691-8651', ' 4081234567 ', '123456'].map((value) => numberOf(value).data?.account_number)).toEqual(['6200123456', '4096918651', '4081234567', '123456']);
    for (const bad of ['****5678', 'x', 'n/a', 'cheque account', '12345', '1'.repeat(21), '٠١٢٣٤٥٦٧٨٩']) expect([bad, numberOf(bad).success]).toEqual([bad, false]);
    expect(['', '   '].map((value) => numberOf(value).data?.account_number)).toEqual([undefined, undefined]);
  });
});
