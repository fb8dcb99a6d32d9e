import { ApplicantInSchema, ApplicationEmailInviteSchema } from './applications.ts';
import { APITokenCreateInSchema } from './auth.ts';
import { BYODAccountSchema } from './bank-connections.ts';
import { cleanedNameText, nameText, printableText } from './common.ts';
import { ZohoCreateApplicationFormSchema } from './crm.ts';

describe('nameText', () => {
  const name = nameText(1, 40);

  it('keeps names in any script, with their accents, apostrophes, hyphens and inner spaces, trimmed', () => {
    for (const written of ['Thandiwe Mokoena', "Nomsa O'Brien-Dlamini", 'Zoë van der Merwe', 'Ngũgĩ wa Thiong\'o', 'محمد علي', 'דוד כהן', '王小明', 'Łukasz Żółć']) {
      expect(name.parse(`  ${written}\n`)).toBe(written);
    }
  });

  it.each([
    ['a newline inside', 'Thandiwe\nMokoena'],
    ['a tab inside', 'Thandiwe\tMokoena'],
    ['a NUL', 'Thandiwe\u0000'],
    ['an escape (terminal colours)', '\u001b[31mThandiwe'],
    ['DEL', 'Thandi\u007fwe'],
    ['a C1 control', 'Thandi\u0085we'],
    ['a line separator', 'Thandiwe\u2028Mokoena'],
    ['a right-to-left override', 'Thandiwe \u202eanaznab'],
    ['a left-to-right embedding', '\u202aThandiwe'],
    ['a first-strong isolate', 'Thandiwe \u2068Mokoena\u2069'],
  ])('refuses %s', (_what, written) => {
    const result = name.safeParse(written);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Must not contain control characters or text-direction marks');
  });

  it('still holds its lengths after trimming', () => {
    expect(nameText(2, 5).safeParse(' A ').success).toBe(false);
    expect(nameText(2, 5).safeParse('Abcdef').success).toBe(false);
  });
});

describe('the names the API takes refuse control and text-direction characters', () => {
  it.each([
    ['an applicant', () => ApplicantInSchema.safeParse({ name: 'Peter\u202eNkosi' })],
    ['an applicant\'s reference', () => ApplicantInSchema.safeParse({ external_reference: 'A-1\n2' })],
    ['an invitation', () => ApplicationEmailInviteSchema.safeParse({ recepient: 'peter@khanya.example', name: 'Peter\u0007' })],
    ['an API token', () => APITokenCreateInSchema.safeParse({ name: 'ci\u0000', scopes: ['internal'] })],
  ])('%s', (_what, parse) => {
    const result = parse();
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('Must not contain control characters or text-direction marks');
  });
});

describe('names other systems wrote lose those characters instead of refusing the request', () => {
  it('printableText turns each run into one space and trims; marks that names need (U+200F) stay', () => {
    expect(printableText('CHEQUE\u0000\u0000\u0000')).toBe('CHEQUE');
    expect(printableText('MR P\u2066\u202eNKOSI')).toBe('MR P NKOSI');
    expect(printableText('\u200fדוד כהן')).toBe('\u200fדוד כהן');
    expect(printableText('statement\u202Efdp.exe')).toBe('statement fdp.exe');
  });

  it('cleanedNameText still holds its lengths on what is left', () => {
    expect(cleanedNameText(1, 10).safeParse('\u0000\u0000').success).toBe(false);
    expect(cleanedNameText(1, 10).parse(' Cheque\t')).toBe('Cheque');
  });

  it('a BYOD account (a NUL-padded core-banking export) is accepted with its names cleaned', () => {
    const account = BYODAccountSchema.parse({
      account_number: '62000000001', account_name: 'CHEQUE\u0000\u0000', currency: 'ZAR', bank_slug: 'fnb', account_holder_name: 'MR P\u2066NKOSI', balance: 0, transactions: [],
    });
    expect([account.account_name, account.account_holder_name]).toEqual(['CHEQUE', 'MR P NKOSI']);
    expect(BYODAccountSchema.parse({ account_number: '62000000001', account_name: 'Cheque', currency: 'ZAR', bank_slug: 'fnb', account_holder_name: null, balance: 0, transactions: [] }).account_holder_name).toBeNull();
  });

  it('a CRM contact with a stray tab is taken, its name cleaned (the CRM cannot answer a 422)', () => {
    const form = ZohoCreateApplicationFormSchema.parse({ firstName: 'Peter\t', lastName: 'Nkosi\r\n', email: 'peter@khanya.example', cellPhone: '0821234567', beamWebhookID: 'w1', dealID: 'd1' });
    expect([form.firstName, form.lastName]).toEqual(['Peter', 'Nkosi']);
  });
});
