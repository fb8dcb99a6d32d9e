/**
 * The banks an applicant can choose in the connect flow (SPEC §3 Bank): the South African banks
 * whose PDF statements Khanya reads (functions/core/pdf/layouts: the slugs are theirs), shared by
 * upload or e-mail, and the Khanya Sandbox Bank, the one bank linked automatically today (through
 * its connector, functions/platform/connectors/). A bank's `id` is its slug.
 */
import type { z } from 'zod';
import type { BankSchema, UploadMethodSchema } from '#schemas/connect';
import { DomainError } from '#schemas/errors';

export type UploadMethod = z.infer<typeof UploadMethodSchema>;
export type Bank = z.infer<typeof BankSchema>;

export interface CatalogueBank {
  id: string;
  bank_slug: string;
  display_name: string;
  automated_active: boolean;
  pdf_upload_supported: boolean;
  methods_available: readonly UploadMethod[];
}

const statementBank = (slug: string, name: string): CatalogueBank => ({
  id: slug,
  bank_slug: slug,
  display_name: name,
  automated_active: false,
  pdf_upload_supported: true,
  methods_available: ['manual', 'email'],
});

export const SANDBOX_BANK_SLUG = 'sandbox';

export const BANKS: readonly CatalogueBank[] = [
  statementBank('absa', 'Absa'),
  statementBank('african_bank', 'African Bank'),
  statementBank('capitec', 'Capitec'),
  statementBank('discovery', 'Discovery Bank'),
  statementBank('fnb', 'FNB'),
  statementBank('investec', 'Investec'),
  statementBank('nedbank', 'Nedbank'),
  statementBank('standard_bank', 'Standard Bank'),
  statementBank('tymebank', 'TymeBank'),
  {
    id: SANDBOX_BANK_SLUG,
    bank_slug: SANDBOX_BANK_SLUG,
    display_name: 'Khanya Sandbox Bank',
    automated_active: true,
    pdf_upload_supported: true,
    methods_available: ['automatic', 'manual', 'email'],
  },
];

/** The catalogue entry for `bankId`, or 404 bank_not_found naming it. */
export function bankById(bankId: string): CatalogueBank {
  const bank = BANKS.find((candidate) => candidate.id === bankId);
  if (!bank) throw new DomainError('bank_not_found', bankId);
  return bank;
}

export interface Selection {
  bank_id: string;
  upload_method: UploadMethod;
}

/**
 * Checks a selection (every bank known, every method offered by its bank) and keeps one entry
 * per bank (the last one given wins), in the order given.
 */
export function checkSelection(selection: readonly Selection[]): Selection[] {
  const byBank = new Map<string, Selection>();
  for (const entry of selection) {
    const bank = bankById(entry.bank_id);
    if (!bank.methods_available.includes(entry.upload_method)) {
      throw new DomainError('bank_method_not_available', `${bank.display_name} offers ${bank.methods_available.join(', ')}, not ${entry.upload_method}`);
    }
    byBank.delete(entry.bank_id);
    byBank.set(entry.bank_id, { bank_id: entry.bank_id, upload_method: entry.upload_method });
  }
  return [...byBank.values()];
}

/** The banks list the connect UI shows (BankListSchema), with the application's selection. */
export function presentBanks(selection: readonly Selection[], loginFieldsOf: (bank: CatalogueBank) => Bank['login_fields'] = () => []): Bank[] {
  const selected = new Set(selection.map((entry) => entry.bank_id));
  return BANKS.map((bank) => {
    const loginFields = loginFieldsOf(bank);
    return {
      id: bank.id,
      bank_slug: bank.bank_slug,
      display_name: bank.display_name,
      is_selected: selected.has(bank.id),
      automated_active: bank.automated_active,
      pdf_upload_supported: bank.pdf_upload_supported,
      login_fields: loginFields,
      display_login_fields: loginFields.length > 0,
      methods_available: [...bank.methods_available],
    };
  });
}
