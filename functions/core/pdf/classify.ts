/**
 * Why a PDF that is not read is refused: no text layer (a scan or photo), not a bank statement
 * (an invoice, a payslip, a letter — even one naming a bank, an account number and amounts), or
 * a statement whose table we cannot read (naming the bank we think it is).
 */
import type { PdfDocumentText } from './document.ts';
import { StatementFileError } from './errors.ts';
import type { PdfBankLayout, PdfBankSlug } from './layout.ts';
import type { TextLine } from './lines.ts';

/** Printable characters per page below which a page has "almost no" text. */
const MIN_CHARS_PER_PAGE = 40;

export function textCharCount(doc: PdfDocumentText): number {
  let n = 0;
  for (const page of doc.pages) for (const item of page.items) n += item.str.replace(/\s+/g, '').length;
  return n;
}

export const NO_TEXT_LAYER_MESSAGE =
  'This looks like a scan or a photo of a statement, which we cannot read reliably: download the statement from your banking app or ask the bank to e-mail it.';

/** Throws no_text_layer when the pages carry no or almost no text (a scan, a photo, an image-only PDF). */
export function assertTextLayer(doc: PdfDocumentText): void {
  const pages = Math.max(1, doc.pages.length);
  const chars = textCharCount(doc);
  const pagesWithText = doc.pages.filter((p) => p.items.reduce((n, i) => n + i.str.trim().length, 0) >= MIN_CHARS_PER_PAGE).length;
  if (chars < MIN_CHARS_PER_PAGE || pagesWithText === 0 || (pages >= 3 && pagesWithText < pages / 3 && chars / pages < MIN_CHARS_PER_PAGE * 2)) {
    throw new StatementFileError('no_text_layer', 'Parse Error', NO_TEXT_LAYER_MESSAGE, { page_count: doc.pages.length, text_characters: chars });
  }
}

/** Bank names as they appear in text, for the refusal message when no layout identifies the bank. */
const BANK_NAMES: { slug: PdfBankSlug; name: string; re: RegExp }[] = [
  { slug: 'absa', name: 'Absa', re: /\babsa\b/i },
  { slug: 'capitec', name: 'Capitec', re: /\bcapitec\b/i },
  { slug: 'fnb', name: 'FNB', re: /\b(fnb|first\s+national\s+bank)\b/i },
  { slug: 'nedbank', name: 'Nedbank', re: /\bnedbank\b/i },
  { slug: 'standard_bank', name: 'Standard Bank', re: /\bstandard\s*bank\b/i },
  { slug: 'tymebank', name: 'TymeBank', re: /\btyme\s*bank\b/i },
  { slug: 'discovery', name: 'Discovery Bank', re: /\bdiscovery\s+bank\b/i },
  { slug: 'investec', name: 'Investec', re: /\binvestec\b/i },
  { slug: 'african_bank', name: 'African Bank', re: /\bafrican\s+bank\b/i },
];

/** The bank the text names most often (for messages only; layouts identify banks for reading). */
export function guessBank(text: string): { slug: PdfBankSlug; name: string } | null {
  let best: { slug: PdfBankSlug; name: string; count: number } | null = null;
  for (const b of BANK_NAMES) {
    const count = (text.match(new RegExp(b.re.source, 'gi')) ?? []).length;
    if (count > 0 && (!best || count > best.count)) best = { slug: b.slug, name: b.name, count };
  }
  return best ? { slug: best.slug, name: best.name } : null;
}

const NOT_STATEMENT = [
  /\bpay\s*slip\b/i, /\bpayslip\b/i, /\bsalary\s*advice\b/i, /\bgross\s*(?:pay|salary|earnings|remuneration)\b/i,
  /\bnett?\s*pay\b/i, /\bPAYE\b/, /\bUIF\b/, /\btotal\s*earnings\b/i, /\btotal\s*deductions\b/i, /\bemployee\s*(?:no|number|code)\b/i,
  /\btax\s*invoice\b/i, /\binvoice\s*(?:no|number|date|#)\b/i, /\bquotation\b/i, /\bqty\b/i, /\bquantity\b/i,
  /\bunit\s*price\b/i, /\bamount\s*due\b/i, /\bbill\s*to\b/i, /\bdear\s+(?:sir|madam|mr|mrs|ms|customer|client)\b/i,
  /\byours\s+(?:sincerely|faithfully)\b/i, /\bkind\s+regards\b/i, /\bdue\s*date\b/i,
];
const STATEMENT_WORDS = /\b(statement|staat|transaction\s*history|account\s*history)\b/i;
const DATE_AND_AMOUNT = /(\d{1,2}[-/. ]\d{1,2}(?:[-/. ]\d{2,4})?|\d{4}[-/.]\d{2}[-/.]\d{2}|\d{1,2}\s?[A-Za-z]{3}).*\d[.,]\d{2}\b.*\d[.,]\d{2}\b/;

/**
 * What a credit card statement prints and an account statement does not (two or more of them):
 * "Credit card statement", a credit limit, a minimum payment, a payment due date, the balance
 * owing, available credit, the bank's card division.
 */
const CREDIT_CARD = [
  /\bcredit\s*card\s*statement\b/i, /\bcredit\s*limit\b/i, /\bminimum\s*(?:monthly\s*)?(?:payment|amount)\b/i,
  /\bpayment\s*due\s*date\b/i, /\bbalance\s*owing\b/i, /\bavailable\s*credit\b/i, /\bcard\s*division\b/i,
];

export function notStatementScore(text: string): number {
  return NOT_STATEMENT.filter((re) => re.test(text)).length;
}

/** The refusal for a PDF whose transaction table could not be read. */
export function refusal(lines: readonly TextLine[], identified: PdfBankLayout | null): StatementFileError {
  const text = lines.map((l) => l.text).join('\n');
  const bank = identified ? { slug: identified.bank_slug, name: identified.display_name } : guessBank(text);
  const tableLike = lines.filter((l) => DATE_AND_AMOUNT.test(l.text)).length;
  const other = notStatementScore(text);
  const statementish = STATEMENT_WORDS.test(text) && /\bbalance\b/i.test(text);
  if (statementish && CREDIT_CARD.filter((re) => re.test(text)).length >= 2) {
    const plainName = BANK_NAMES.find((b) => b.slug === bank?.slug)?.name ?? null;
    // A card account's statement lists purchases without the account's running balance; the
    // analyses are of the account income is paid into.
    return new StatementFileError(
      'unsupported_layout',
      'Parse Error',
      `This is ${plainName ? `${article(plainName)} ${plainName}` : 'a'} credit card statement. We read the statements of current, cheque, savings and transmission accounts: upload the statement of the account your income is paid into.`,
      { bank_slug: bank?.slug ?? null, statement_type: 'credit_card' },
    );
  }
  if (other >= 2 && !(identified && statementish && tableLike >= 3)) {
    return notAStatement(other);
  }
  if ((statementish && tableLike >= 3) || (identified && statementish)) {
    // A layout's display name already says what it is ("Absa cheque account statement").
    const which = bank ? `${article(bank.name)} ${/\bstatement$/i.test(bank.name) ? bank.name : `${bank.name} statement`}` : 'a bank statement';
    return new StatementFileError(
      'unsupported_layout',
      'Parse Error',
      `This looks like ${which}, but we cannot read its transaction table. Upload the statement as the bank's app or internet banking downloads it (PDF), or its CSV export.`,
      { bank_slug: bank?.slug ?? null },
    );
  }
  return notAStatement(other);
}

const article = (name: string) => (/^[AEIOU]/i.test(name) ? 'an' : 'a');

function notAStatement(score: number): StatementFileError {
  return new StatementFileError(
    'not_a_bank_statement',
    'Parse Error',
    'This file is not a bank statement: we found no table of dated transactions with amounts and a running balance. Upload the statement of the account as the bank issues it.',
    { other_document_signals: score },
  );
}
