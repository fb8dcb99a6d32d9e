/**
 * Text normalisation and feature hashing shared by the rules, the training script and inference.
 * One module on purpose: the trained model is only valid if training and inference hash exactly the
 * same features, so layers/labelling-model/train.ts imports these functions rather than copying them.
 *
 * Normalisation turns a bank line into upper-case letter tokens separated by single spaces:
 *   "POS Purchase Ksa979 KFC Nonesi M 412752*6823 31 Oct" -> "POS PURCHASE KSA KFC NONESI M"
 * Digits (card masks, references, branch codes, account numbers) and dates/times are dropped,
 * apostrophes vanish without a break (MCDONALD'S -> MCDONALDS), every other symbol is a break.
 */

/**
 * Day-month and numeric dates, ISO timestamps and clock times that banks embed in descriptions,
 * and a clock time glued to the letters before it: Standard Bank's card lines print the shop's
 * name in a fixed field and the time straight after it ("CJ'S FISH HOU17H44 532644350 - debit
 * card purchase"), so the name's last word, often cut by the field, would otherwise be followed
 * by a stray "H" and never read as the line's last word.
 */
const DATE_RE =
  /\b\d{1,2}\s?(?:JANUARY|FEBRUARY|MARCH|APRIL|MAY|JUNE|JULY|AUGUST|SEPTEMBER|OCTOBER|NOVEMBER|DECEMBER|JAN|FEB|MAR|APR|JUN|JUL|AUG|SEPT|SEP|OCT|NOV|DEC|JANUARIE|FEBRUARIE|MAART|MEI|JUNIE|JULIE|AUGUSTUS|OKTOBER|DESEMBER|MRT|OKT|DES)\b(?:\s?\d{2,4}\b)?|\b\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?|\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\d{1,2}:\d{2}(?::\d{2})?\b|\b\d{1,2}H\d{2}\b|(?<=[A-Z])\d{2}H\d{2}\b/g;
const APOSTROPHES_RE = /['’`]/g;
const NON_LETTERS_RE = /[^A-Z]+/g;

/** A South African cellphone's number, local (0 and 6, 7 or 8) or international (27): a person's, no account's or reference's. */
export const CELLPHONE_NUMBER_RE = /^(?:0|27)[6-8]\d{8}$/;
/** Whether the text holds a digit (0-9). */
export function hasDigit(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

/**
 * The description with a detail the bank printed twice read once. Standard Bank's transaction
 * exports write an entry as "<detail> - <TYPE> <detail>" ("VHH GROUP (PTY) LTD - CREDIT TRANSFER
 * VHH GROUP (PTY) LTD", "CHECKERS 4278*0900 08 MAY - CHEQUE CARD PURCHASE CHECKERS 4278*0900 08
 * MAY"), or " - <TYPE>" with the detail empty: what follows the dash is the whole entry. Why: the
 * model sums its words' weights, so a payer's name printed twice weighed twice (a company's name
 * made a salary of a plain transfer). Any " - " whose left side the line ends with counts, so a
 * detail that itself holds a dash ("TJ MOREO - N") is found too. Other lines are returned as they are.
 * `fields`, when given, is told where the returned line's last " - " is (its detail's end: the
 * labeller bars phrases across it), found here because only lines with a first dash need the search.
 */
export function withoutRepeatedDetail(description: string, fields: DetailFields | null = null): string {
  const dash = dashAt(description, 0);
  if (fields !== null) fields.dash = -1;
  if (dash < 0) return description;
  const read = withoutRepeatedDetailFrom(description, dash);
  // Most lines have no dash: only these few are searched again for the last one.
  if (fields !== null) fields.dash = read.lastIndexOf(' - ');
  return read;
}

/** Where the line read by withoutRepeatedDetail has its last " - " (-1: none), which splits its fields. */
export interface DetailFields {
  dash: number;
}

/**
 * `s.indexOf(' - ', from)`, found by its dash: every line is searched, and a search for the one
 * character (rare in bank lines) is about four times faster than for the three, whose first, a
 * space, comes every few characters.
 */
function dashAt(s: string, from: number): number {
  for (let j = s.indexOf('-', from + 1); j >= 0; j = s.indexOf('-', j + 1)) {
    if (s.charCodeAt(j - 1) === 32 && s.charCodeAt(j + 1) === 32) return j - 1;
  }
  return -1;
}

function withoutRepeatedDetailFrom(description: string, firstDash: number): string {
  let dash = firstDash;
  // Compared in place, without slicing: most lines with a dash ("Debit Order - Vox") are no such entry.
  let start = 0;
  while (start < description.length && isSpaceCode(description.charCodeAt(start))) start++;
  let end = description.length;
  while (end > 0 && isSpaceCode(description.charCodeAt(end - 1))) end--;
  for (; dash >= 0; dash = dashAt(description, dash + 3)) {
    let headEnd = dash;
    while (headEnd > start && isSpaceCode(description.charCodeAt(headEnd - 1))) headEnd--;
    const headLength = headEnd - start;
    if (headLength <= 0) return description.slice(dash + 3);
    // The line ends with the head, after a space, and something lies between the dash and it.
    const tailStart = end - headLength;
    if (tailStart - 1 <= dash + 3 || description.charCodeAt(tailStart - 1) !== 32) continue;
    let same = true;
    for (let k = 0; k < headLength && same; k++) same = description.charCodeAt(start + k) === description.charCodeAt(tailStart + k);
    if (same) return description.slice(dash + 3);
  }
  return description;
}

/**
 * The letters of `s` without their accents ("CRÈCHE" is CRECHE, "CAFÉ" CAFE): names and notes in
 * Afrikaans, French and Portuguese keep theirs in some exports and apps, and an accented letter
 * would otherwise split its word in two ("CR" and "CHE") and hide it from every rule. Only lines
 * with a non-ASCII character pay for the decomposition.
 */
function withoutAccents(s: string): string {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 128) return s.normalize('NFD').replace(COMBINING_MARKS_RE, '').replace(LETTERS_APART_RE, (letter) => LETTERS_APART[letter] ?? letter);
  return s;
}
const COMBINING_MARKS_RE = /[\u0300-\u036f]/g;
/** Letters no decomposition takes apart (upper case: the callers upper-case first): "SØREN", "ŁÓDŹ". */
const LETTERS_APART: Readonly<Record<string, string>> = { Ø: 'O', Æ: 'AE', Œ: 'OE', Ł: 'L', Đ: 'D', Ð: 'D', Þ: 'TH', Ħ: 'H', Ŧ: 'T' };
const LETTERS_APART_RE = /[ØÆŒŁĐÐÞĦŦ]/g;

/** Upper-case letter tokens joined by single spaces; empty string when nothing is left. */
export function normalise(text: string): string {
  return normalisedUpper(withoutAccents(text.toUpperCase()));
}
/**
 * normalise as it read before session 74, an accented letter splitting its word: the merchant key
 * organisation rules saved then were made so (index.ts reads them by both keys).
 */
export function normaliseKeepingAccents(text: string): string {
  return normalisedUpper(text.toUpperCase());
}
function normalisedUpper(upper: string): string {
  let s = upper;
  // Each pattern is only run when the line can hold a match: every date or time has a digit and
  // most lines have no apostrophe, and a regex pass over a long description costs more than a scan.
  if (hasDigit(s)) s = s.replace(DATE_RE, ' ');
  if (s.includes("'") || s.includes('’') || s.includes('`')) s = s.replace(APOSTROPHES_RE, '');
  s = s.replace(NON_LETTERS_RE, ' ');
  // trim without a regex: V8's trim is native and fast
  return s.trim();
}

/**
 * The tokens of `normalise(text)` without the joined string (`tokens` is emptied and filled):
 * the labeller's rules read tokens only, and most lines are decided by them, so the joined text
 * is built only when the model scores the line. Returns the line's marks (LINE_MARK): what the
 * labeller looks for on a few lines only (a " - ", a letter glued to a digit, a star between
 * letters), seen here because the loop passes every character anyway, so no line is searched again.
 */
export function tokenise(text: string, tokens: string[]): number {
  marks = 0;
  ampersandBefore = -1;
  // Most lines are upper-case ASCII already (63 % of the corpus mix), and for those toUpperCase
  // only copies the line: they are read as they are. A lower-case or non-ASCII character sends
  // the line to the upper-cased pass (a non-ASCII one may upper-case to letters: "ß" is "SS").
  let n = tokensOf(text, tokens, true);
  if (n < 0) {
    const s = withoutAccents(text.toUpperCase());
    n = tokensOf(s, tokens, false);
    if (n < 0) {
      // Apostrophes join the letters around them (MCDONALD'S): rare, so those lines take the
      // reference path (normalise) rather than slowing the loop.
      const joined = normalise(s);
      n = 0;
      ampersandBefore = -1;
      if (joined !== '') for (const token of joined.split(' ')) tokens[n++] = token;
      marks = (dashAt(text, 0) >= 0 ? LINE_MARK.dash : 0) | (LETTER_BEFORE_DIGIT_RE.test(s) ? LINE_MARK.letterBeforeDigit : 0) | (STAR_BETWEEN_LETTERS_RE.test(s) ? LINE_MARK.starBetweenLetters : 0);
    }
  }
  // The tokens are written over the last line's and the array cut to length once: `length = 0`
  // would drop its storage, and every line would grow it again push by push.
  if (tokens.length !== n) tokens.length = n;
  return marks;
}

/**
 * What tokenise saw on a line, as bits of the number it returns. `dash`: a " - " (where
 * withoutRepeatedDetail looks for a repeated detail; a dash never falls inside a date the loop
 * skips: dates hold no spaces around one). `letterBeforeDigit`: a letter printed right before a
 * digit ("GREENPEACEGPAN002337", "HOU17H44"), the only lines a bank can have glued a reference
 * code to a name on (rules.ts codeGluedApart). `starBetweenLetters`: "TAKEALO*T", "C*SPAR"
 * (rules.ts starSplitApart). `ampersand`: an "&", which the tokens lose (ampersandToken says where).
 */
export const LINE_MARK = { dash: 1, letterBeforeDigit: 2, starBetweenLetters: 4, ampersand: 8 } as const;
/** Where the last line tokenise read (on its fast path) printed its first "&": the index of the token after it, or -1. */
let ampersandBefore = -1;
/**
 * The token an "&" of the line tokenise last read stands before, or -1 (none, or a line of the slow
 * path: apostrophes, rare). Two trades it joins are one business's, the first its main one
 * ("BUTCHERY & TAKEAWAY"; rules.ts laterPhraseWins).
 */
export function ampersandToken(): number {
  return ampersandBefore;
}
/** The marks tokensOf sets as it reads (tokenise's result). */
let marks = 0;
const LETTER_BEFORE_DIGIT_RE = /[A-Z][0-9]/;
const STAR_BETWEEN_LETTERS_RE = /[A-Z]\*[A-Z]/;

/**
 * tokenise's loop over `s`, upper-case already or read `asIs` (then it must be upper-case ASCII):
 * writes the tokens from `tokens[0]` and returns how many, or returns -1 at the first character
 * it cannot read (an apostrophe, or read as is a lower-case or non-ASCII character). Read as is,
 * every character is either looked at here or matched by dateEnd as a digit, an upper-case
 * letter, a separator or a space that upper-casing leaves alone, so a line that passes gives the
 * tokens its upper-cased copy would.
 */
function tokensOf(s: string, tokens: string[], asIs: boolean): number {
  const len = s.length;
  let n = 0;
  let start = -1;
  for (let i = 0; i < len; i++) {
    const c = s.charCodeAt(i);
    if (c >= 65 && c <= 90) {
      if (start < 0) start = i;
      continue;
    }
    if (c === 39 || c === 96 || c === 0x2019 || (asIs && ((c >= 97 && c <= 122) || c >= 128))) return -1;
    if (c === 45 && s.charCodeAt(i - 1) === 32 && s.charCodeAt(i + 1) === 32) marks |= LINE_MARK.dash;
    else if (c === 42 && start >= 0 && isLetterCode(s.charCodeAt(i + 1))) marks |= LINE_MARK.starBetweenLetters;
    else if (c === 38 && (marks & LINE_MARK.ampersand) === 0) {
      marks |= LINE_MARK.ampersand;
      ampersandBefore = start >= 0 ? n + 1 : n;
    }
    if (start >= 0) {
      tokens[n++] = s.slice(start, i);
      start = -1;
    }
    // A date or time starts at a digit after a non-word character (DATE_RE's leading \b): its
    // month word, ISO "T"/"Z" or clock "H" is no token. The regex costs more than the rest of
    // tokenising, so its forms are read here, in its own order (the test holds the two equal); the
    // last, a clock time glued to a word, is the one that follows a letter.
    if (c >= 48 && c <= 57) {
      if (i === 0 || !isWordCode(s.charCodeAt(i - 1))) {
        const end = dateEnd(s, i);
        if (end > 0) i = end - 1;
      } else if (isLetterCode(s.charCodeAt(i - 1))) {
        marks |= LINE_MARK.letterBeforeDigit;
        if (digitRun(s, i) === 2 && s.charCodeAt(i + 2) === 72 && digitRun(s, i + 3) === 2 && boundaryAt(s, i + 5)) i += 4; // "HOU17H44"
      }
    }
  }
  if (start >= 0) tokens[n++] = start === 0 ? s : s.slice(start);
  return n;
}

/** Capitals that follow a small letter inside one run of letters, at least, before the run reads as glued words (capitalsApart). */
const GLUED_CAPITALS_MIN = 2;
const isSmallLetterCode = (c: number) => c >= 97 && c <= 122;
/** s[k] is a capital right after a small letter: where a glued word begins. */
const capitalAfterASmallLetter = (s: string, k: number) => isLetterCode(s.charCodeAt(k)) && isSmallLetterCode(s.charCodeAt(k - 1));
/**
 * The description with a space before each capital that follows a small letter, where a run of
 * letters holds GLUED_CAPITALS_MIN such capitals or more, or null where none does. A bank's
 * export that lost the spaces between words keeps their capitals ("Smart-ApOorplasingNaPayment",
 * "PowerballAankopePowerballPurchase"); one capital inside a word is a brand's own spelling as
 * often ("McDonalds", "SuperSpar", "PayShap"), and a word begun in small letters ("iKhokha",
 * "eWallet") is one word.
 */
export function capitalsApart(description: string): string | null {
  let out: string | null = null;
  let runStart = 0;
  let copied = 0;
  for (let i = 0; i <= description.length; i++) {
    const c = i < description.length ? description.charCodeAt(i) : 32;
    if (isLetterCode(c) || isSmallLetterCode(c)) continue;
    // The run of letters [runStart, i): count its capitals after a small letter, each word begun by a capital.
    let glued = 0;
    for (let k = runStart + 1; k < i; k++) if (capitalAfterASmallLetter(description, k)) glued++;
    if (glued >= GLUED_CAPITALS_MIN && isLetterCode(description.charCodeAt(runStart))) {
      out = (out ?? '') + description.slice(copied, runStart);
      let wordStart = runStart;
      for (let k = runStart + 1; k < i; k++) {
        if (!capitalAfterASmallLetter(description, k)) continue;
        out += description.slice(wordStart, k) + ' ';
        wordStart = k;
      }
      out += description.slice(wordStart, i);
      copied = i;
    }
    runStart = i + 1;
  }
  return out === null ? null : out + description.slice(copied);
}

/** JavaScript's \w without the u flag: A-Z, a-z, 0-9 and _. */
function isWordCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/** An upper-case ASCII letter. */
export function isLetterCode(c: number): boolean {
  return c >= 65 && c <= 90;
}

export function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Whether a word is letters A-Z only, one at least (no digit, no mark). */
export function lettersOnly(word: string): boolean {
  if (word.length === 0) return false;
  for (let i = 0; i < word.length; i++) if (!isLetterCode(word.charCodeAt(i))) return false;
  return true;
}

/** \b at `i`: the characters either side differ in being word characters (outside the string is not). */
function boundaryAt(s: string, i: number): boolean {
  const before = i > 0 && isWordCode(s.charCodeAt(i - 1));
  const after = i < s.length && isWordCode(s.charCodeAt(i));
  return before !== after;
}

/** The length of the run of digits from `i`. */
function digitRun(s: string, i: number): number {
  let j = i;
  while (j < s.length && isDigitCode(s.charCodeAt(j))) j++;
  return j - i;
}

/** JavaScript's \s. */
function isSpaceCode(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

const MONTH_WORDS = [
  'JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER', 'JAN', 'FEB', 'MAR', 'APR', 'JUN', 'JUL', 'AUG', 'SEPT', 'SEP', 'OCT', 'NOV', 'DEC',
  // Afrikaans, as Standard Bank's and ABSA's Afrikaans statements print a card line's date ("20 OKT").
  'JANUARIE', 'FEBRUARIE', 'MAART', 'MEI', 'JUNIE', 'JULIE', 'AUGUSTUS', 'OKTOBER', 'DESEMBER', 'MRT', 'OKT', 'DES',
];
/** The month words, whole and short, English and Afrikaans (a note's "SALARY JAN" is a month, not the given name JAN). */
export const MONTH_NAMES: ReadonlySet<string> = new Set(MONTH_WORDS);
/** Per letter A-Z, 1 where a month word starts with it (dateEnd). */
const MONTH_INITIALS = Uint8Array.from({ length: 26 }, (_, k) => (MONTH_WORDS.some((month) => month.charCodeAt(0) === 65 + k) ? 1 : 0));

/**
 * Where DATE_RE's match starting at `p` ends (the caller has checked the \b before the digit at
 * `p`), or -1. The five alternatives in the regex's order; each digit group is followed by
 * something that is not a digit, so a group's length is its run's length and no backtracking is left.
 */
function dateEnd(s: string, p: number): number {
  const run = digitRun(s, p);
  const len = s.length;
  if (run <= 2) {
    // 1. day month [year]: "31 OCT", "5JANUARY 2025"
    let q = p + run;
    if (q < len && isSpaceCode(s.charCodeAt(q))) q++;
    // Most short numbers are no day before a month ("29/09", a branch's "01"): a month word starts
    // with one of a few letters, so the words are only tried after one of those.
    const letter = s.charCodeAt(q);
    if (letter >= 65 && letter <= 90 && MONTH_INITIALS[letter - 65] === 1) for (const month of MONTH_WORDS) {
      if (s.startsWith(month, q) && boundaryAt(s, q + month.length)) {
        let end = q + month.length;
        if (end < len && isSpaceCode(s.charCodeAt(end))) {
          const year = digitRun(s, end + 1);
          if (year >= 2 && year <= 4 && boundaryAt(s, end + 1 + year)) end += 1 + year;
        }
        return end;
      }
    }
  }
  if (run === 4) {
    // 2. ISO date and time: "2025-02-15T11:03:48Z"
    const q = p + 4;
    if (s.charCodeAt(q) === 45 && digitRun(s, q + 1) >= 2 && s.charCodeAt(q + 3) === 45 && digitRun(s, q + 4) >= 2) {
      let end = q + 6;
      if (s.charCodeAt(end) === 84 /* T */) {
        let t = end + 1;
        while (t < len && (isDigitCode(s.charCodeAt(t)) || s.charCodeAt(t) === 58 || s.charCodeAt(t) === 46)) t++;
        if (t > end + 1) end = s.charCodeAt(t) === 90 /* Z */ ? t + 1 : t;
      }
      return end;
    }
    return -1;
  }
  if (run > 2) return -1;
  const q = p + run;
  const sep = s.charCodeAt(q);
  // 3. numeric date: "12/03/2025", "1.2.25"
  if (sep === 47 || sep === 46 || sep === 45) {
    const month = digitRun(s, q + 1);
    const sep2 = s.charCodeAt(q + 1 + month);
    if (month >= 1 && month <= 2 && (sep2 === 47 || sep2 === 46 || sep2 === 45)) {
      const y = q + 2 + month;
      const year = digitRun(s, y);
      if (year >= 2 && year <= 4 && boundaryAt(s, y + year)) return y + year;
    }
  }
  // 4. clock time: "14:22", "14:22:05"
  if (sep === 58 && digitRun(s, q + 1) === 2) {
    const m = q + 3;
    if (s.charCodeAt(m) === 58 && digitRun(s, m + 1) === 2 && boundaryAt(s, m + 3)) return m + 3;
    if (boundaryAt(s, m)) return m;
  }
  // 5. "14H30"
  if (sep === 72 && digitRun(s, q + 1) === 2 && boundaryAt(s, q + 3)) return q + 3;
  return -1;
}

/**
 * Three letters of a token from `at` as one number below LETTER_KEYS (tokens are A-Z only): an
 * index into a Uint8Array that says whether any word of a set has those letters there, so most
 * words are turned away from a set lookup without hashing.
 */
export const LETTER_KEYS = 26 * 26 * 26;
export function letterKey(word: string, at: number): number {
  return (word.charCodeAt(at) - 65) * 676 + (word.charCodeAt(at + 1) - 65) * 26 + (word.charCodeAt(at + 2) - 65);
}

/** The letterKey index of a set of words: their first three letters, or with `atEnd` their last three. */
export function letterKeySet(words: Iterable<string>, atEnd = false): Uint8Array {
  const keys = new Uint8Array(LETTER_KEYS);
  for (const word of words) keys[letterKey(word, atEnd ? word.length - 3 : 0)] = 1;
  return keys;
}

/** Description and reference as one normalised text (the reference often carries the purpose). */
export function normaliseLine(description: string, reference: string | null | undefined): string {
  return reference ? normalise(`${description} ${reference}`) : normalise(description);
}

// ---------------------------------------------------------------------------------------------
// Feature hashing
// ---------------------------------------------------------------------------------------------

/** Number of hash buckets is 2^HASH_BITS; the model header records it and inference checks it. */
export const DEFAULT_HASH_BITS = 18;

export const FNV_OFFSET = 0x811c9dc5;
export const FNV_PRIME = 0x01000193;
/** Seeds keep word, bigram, char n-gram and amount features in separate hash spaces. */
export const SEED_WORD = 0x9e3779b1;
export const SEED_BIGRAM = 0x85ebca6b;
export const SEED_CHAR = 0xc2b2ae35;
const SEED_META = 0x27d4eb2f;

export function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Writes the hashed feature ids of one normalised line into `out` (bucket indices, duplicates
 * allowed: a repeated n-gram counts twice) and returns how many were written. No string is
 * built: words, bigrams and character 3-5-grams are hashed straight from char codes.
 *
 * Features: word unigrams, word bigrams, character 3/4/5-grams of " text " (spaces mark word
 * boundaries), the sign, the amount's magnitude bucket (powers of ~3 in rand) crossed with the
 * sign, and whether the amount is a round number of rand (tens, hundreds).
 */
export function hashFeatures(text: string, amountCents: number, bits: number, out: Uint32Array): number {
  const mask = (1 << bits) - 1;
  const max = out.length;
  let n = 0;
  const len = text.length;

  // Words and bigrams.
  let prevWordHash = 0;
  let havePrev = false;
  let h = (FNV_OFFSET ^ SEED_WORD) >>> 0;
  let wordLen = 0;
  for (let i = 0; i <= len; i++) {
    const c = i < len ? text.charCodeAt(i) : 32;
    if (c === 32) {
      if (wordLen > 0) {
        if (n < max) out[n++] = mix(h) & mask;
        if (havePrev && n < max) out[n++] = mix(Math.imul(prevWordHash ^ SEED_BIGRAM, FNV_PRIME) ^ h) & mask;
        prevWordHash = h;
        havePrev = true;
      }
      h = (FNV_OFFSET ^ SEED_WORD) >>> 0;
      wordLen = 0;
    } else {
      h = Math.imul(h ^ c, FNV_PRIME);
      wordLen++;
    }
  }

  // Character 3-5-grams over " text ": position -1 and len are virtual spaces.
  for (let start = -1; start < len - 1; start++) {
    let g = (FNV_OFFSET ^ SEED_CHAR) >>> 0;
    for (let k = 0; k < 5; k++) {
      const p = start + k;
      if (p > len) break;
      const c = p < 0 || p === len ? 32 : text.charCodeAt(p);
      g = Math.imul(g ^ c, FNV_PRIME);
      if (k >= 2 && n < max) out[n++] = mix(g ^ k) & mask;
    }
  }

  return metaFeatures(amountCents, mask, out, n);
}

/** The sign, amount and bias features of hashFeatures, written from `out[n]`; returns the new count. */
export function metaFeatures(amountCents: number, mask: number, out: Uint32Array, n: number): number {
  const max = out.length;
  const credit = amountCents > 0 ? 1 : amountCents < 0 ? 2 : 3;
  const abs = amountCents < 0 ? -amountCents : amountCents;
  let bucket = 0;
  for (let v = abs; v >= 300 && bucket < 20; v = Math.floor(v / 3)) bucket++;
  const roundness = abs === 0 ? 0 : abs % 10000 === 0 ? 3 : abs % 1000 === 0 ? 2 : abs % 100 === 0 ? 1 : 0;
  if (n < max) out[n++] = mix(SEED_META ^ credit) & mask;
  if (n < max) out[n++] = mix(SEED_META ^ (credit << 8) ^ (bucket << 12) ^ 0x55) & mask;
  if (n < max) out[n++] = mix(SEED_META ^ (credit << 8) ^ (roundness << 16) ^ 0xaa) & mask;
  // Bias feature: every line has it.
  if (n < max) out[n++] = mix(SEED_META ^ 0x12345) & mask;
  return n;
}

/** Upper bound of features for a text of `length` characters (for sizing buffers). */
export function maxFeatures(length: number): number {
  return length * 5 + 16;
}

/**
 * A web address ("cloud.co.za", "WIX.COM", "Apple.Com/Bil"): what is paid there is a business's site,
 * so a debit that shows one is an online purchase (never money to a person or to one's own account
 * at the bank it names: "Internet payment debit Absa bank cloud.co.za"). Not an e-mail address.
 */
const WEB_ADDRESS_RE = /(?<![@\w.-])(?:[a-z0-9-]+\.)*([a-z0-9][a-z0-9-]*)\.(?:co\.za|com|net|org|io)\b/i;
/** Mailbox providers: "thabo gmail.com" is an e-mail address whose @ the bank's field dropped, a person's. */
const MAILBOX_DOMAINS: ReadonlySet<string> = new Set(['GMAIL', 'GOOGLEMAIL', 'YAHOO', 'OUTLOOK', 'HOTMAIL', 'LIVE', 'MSN', 'ICLOUD', 'ME', 'WEBMAIL', 'TELKOMSA', 'VODAMAIL', 'PROTONMAIL', 'GMX']);
export function webAddressShown(description: string): boolean {
  if (!description.includes('.')) return false;
  const name = WEB_ADDRESS_RE.exec(description)?.[1];
  return name !== undefined && !MAILBOX_DOMAINS.has(name.toUpperCase());
}
