/**
 * Passwords to try on a locked statement when the applicant did not send one, from what we
 * already know about them: South African banks lock e-mailed statements with a password made
 * of the holder's own details, so these usually open the file without asking.
 *
 * The conventions, most common first (what each bank does for its *e-mailed* PDF statements;
 * statements downloaded from an app or online banking are mostly not locked at all):
 *
 * | Password | Banks |
 * |---|---|
 * | the full 13-digit SA ID number | Absa, Nedbank, Discovery Bank, African Bank, Bidvest Bank; TymeBank when it locks one |
 * | last 4 digits of the ID number + last 4 digits of the account number | FNB |
 * | last 6 digits of the ID number | Standard Bank |
 * | date of birth as DDMMYYYY | Nedbank (alternative), Investec (e-mailed) |
 * | last 4 digits of the registered cellphone number | Capitec (e-mailed statements; its app downloads are unlocked) |
 * | the passport number instead of the ID number | holders without an SA ID, wherever the bank uses the ID number |
 *
 * Source: "South African Bank Statement PDF Passwords — Complete Guide" (mybankstatementanalysis.com,
 * April 2026, https://mybankstatementanalysis.com/blog/south-african-bank-statement-pdf-passwords),
 * a third-party table; the banks' own help pages we could find do not print the convention (they
 * say it on the statement e-mail itself). The banks change these conventions now and then, so
 * after them come the cheap variants a bank might use instead: the full account number, the
 * date of birth in other orders and the ID's first six digits (its YYMMDD birth date).
 *
 * No convention we found uses the surname, so it is not asked for. Every candidate is a few
 * hundred microseconds of AES key derivation for pdf.js, so the list is kept short (≤ 24).
 */

export interface KnownApplicantDetails {
  /** The 13-digit SA ID number (spaces allowed). */
  idNumber?: string | null;
  /** For holders without an SA ID: the passport number. */
  passportNumber?: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth?: string | null;
  /** Account numbers we know of (from a previous statement, the application, the file name). */
  accountNumbers?: readonly string[];
  /** The cellphone number (any format; its last 4 digits are used). */
  mobileNumber?: string | null;
}

export const MAX_PASSWORD_CANDIDATES = 24;

const digitsOf = (value: string | null | undefined): string => (value ?? '').replace(/\D/g, '');

/** DOB as [DD, MM, YYYY] from YYYY-MM-DD, or from the ID number's YYMMDD (century guessed: ≤ this year's YY → 2000s). */
function birthDate(known: KnownApplicantDetails, id: string): [string, string, string] | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(known.dateOfBirth ?? '');
  if (iso) return [iso[3]!, iso[2]!, iso[1]!];
  if (id.length === 13) {
    const yy = Number(id.slice(0, 2));
    const century = yy <= new Date().getUTCFullYear() % 100 ? 2000 : 1900;
    return [id.slice(4, 6), id.slice(2, 4), String(century + yy)];
  }
  return null;
}

/** Candidate passwords, most likely first, without duplicates or empty strings. */
export function passwordCandidates(known: KnownApplicantDetails): string[] {
  const out = new Set<string>();
  const add = (value: string | null | undefined) => {
    if (value && value.length >= 4) out.add(value);
  };
  const id = digitsOf(known.idNumber);
  const passport = (known.passportNumber ?? '').replace(/\s/g, '');
  const accounts = [...new Set((known.accountNumbers ?? []).map(digitsOf).filter((a) => a.length >= 4))];
  const dob = birthDate(known, id);
  const mobile = digitsOf(known.mobileNumber);

  add(id); // Absa, Nedbank, Discovery, African Bank, Bidvest, TymeBank
  if (id.length >= 4) for (const account of accounts) add(id.slice(-4) + account.slice(-4)); // FNB
  if (id.length >= 6) add(id.slice(-6)); // Standard Bank
  if (dob) add(`${dob[0]}${dob[1]}${dob[2]}`); // Nedbank alternative, Investec: DDMMYYYY
  if (mobile.length >= 4) add(mobile.slice(-4)); // Capitec e-mailed statements
  add(passport);
  if (passport) {
    add(passport.toUpperCase());
    for (const account of accounts) add(passport.slice(-4) + account.slice(-4));
  }
  // Less common variants.
  for (const account of accounts) add(account);
  if (dob) {
    add(`${dob[2]}${dob[1]}${dob[0]}`); // YYYYMMDD
    add(`${dob[0]}${dob[1]}${dob[2].slice(2)}`); // DDMMYY
  }
  if (id.length === 13) add(id.slice(0, 6)); // YYMMDD
  for (const account of accounts) add(account.slice(-6));
  return [...out].slice(0, MAX_PASSWORD_CANDIDATES);
}
