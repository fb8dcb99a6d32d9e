/**
 * High-precision rules: bank grammar (grammar.ts) + knowledge base (knowledge-base.ts) + sign.
 *
 * One pass over the tokens of the normalised line finds, at each position, the LONGEST phrase of
 * the grammar or the knowledge base that starts there (so "UBER EATS" is one hit, not "UBER"), ORs
 * the grammar flags together and keeps the best knowledge-base hit (highest priority, then longest,
 * then earliest). `decide` then applies the rule classes in a fixed order:
 *
 *   1. returned / unpaid debit orders (either sign) and their fees
 *   2. bank fees by kind (debit)            5. refunds and reversals (credit)
 *   3. interest paid / received             6. knowledge base (merchant/payer, by sign)
 *   4. ATM and cash deposits                7. soft grammar fallbacks (transfer, debit order, purchase)
 *
 * Classes 1-6 are "hard": their label is returned with a fixed confidence. Class 7 is "soft":
 * the labeller asks the model first and uses the soft label only when the model is unsure.
 */
import type { Label } from '#schemas/labels';
import { F, GRAMMAR } from './grammar.ts';
import { KNOWLEDGE_BASE } from './knowledge-base.ts';
import { normalise } from './text.ts';

/** Fixed confidence per rule class (documented in layers/labelling-model/README.md). */
export const RULE_CONFIDENCE = {
  returned: 0.97,
  fee: 0.97,
  interest: 0.96,
  cash: 0.97,
  refund: 0.9,
  merchant: 0.93,
  merchantGeneric: 0.85,
  soft: 0.55,
} as const;

export interface KbPayload {
  debit: Label | null;
  credit: Label | null;
  priority: number;
}

interface Phrase {
  tokens: string[];
  flags: number;
  kb: KbPayload | null;
  text: string;
}

export interface Matcher {
  byFirst: Map<string, Phrase[]>;
}

function addPhrase(map: Map<string, Phrase[]>, raw: string, flags: number, kb: KbPayload | null): void {
  const text = normalise(raw);
  if (!text) return;
  const tokens = text.split(' ');
  const first = tokens[0]!;
  let list = map.get(first);
  if (!list) {
    list = [];
    map.set(first, list);
  }
  const existing = list.find((p) => p.text === text);
  if (existing) {
    existing.flags |= flags;
    if (kb) {
      if (!existing.kb) existing.kb = { ...kb };
      else {
        // The same phrase in two groups: merge the sides (first group wins a side it names).
        existing.kb.debit ??= kb.debit;
        existing.kb.credit ??= kb.credit;
        existing.kb.priority = Math.max(existing.kb.priority, kb.priority);
      }
    }
    return;
  }
  list.push({ tokens, flags, kb: kb ? { ...kb } : null, text });
}

export function compileMatcher(): Matcher {
  const byFirst = new Map<string, Phrase[]>();
  for (const [flags, phrases] of GRAMMAR) for (const p of phrases.split('|')) addPhrase(byFirst, p, flags, null);
  for (const group of KNOWLEDGE_BASE) {
    const kb: KbPayload = { debit: group.debit, credit: group.credit, priority: group.priority };
    for (const p of group.phrases.split('|')) addPhrase(byFirst, p, 0, kb);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  return { byFirst };
}

export interface ScanResult {
  flags: number;
  kb: KbPayload | null;
  kbText: string;
  kbPos: number;
  kbLen: number;
}

/** Scans tokens once; see the module comment. `result` is reused by the caller (no allocation). */
export function scan(matcher: Matcher, tokens: readonly string[], result: ScanResult): ScanResult {
  result.flags = 0;
  result.kb = null;
  result.kbText = '';
  result.kbPos = -1;
  result.kbLen = 0;
  const n = tokens.length;
  let i = 0;
  while (i < n) {
    const list = matcher.byFirst.get(tokens[i]!);
    let best: Phrase | null = null;
    if (list) {
      for (const p of list) {
        const len = p.tokens.length;
        if (i + len > n) continue;
        let ok = true;
        for (let k = 1; k < len; k++) {
          if (tokens[i + k] !== p.tokens[k]) {
            ok = false;
            break;
          }
        }
        if (ok) {
          best = p;
          break;
        }
      }
    }
    if (!best) {
      i++;
      continue;
    }
    result.flags |= best.flags;
    if (best.kb) {
      const cur = result.kb;
      const len = best.tokens.length;
      if (!cur || best.kb.priority > cur.priority || (best.kb.priority === cur.priority && len > result.kbLen)) {
        result.kb = best.kb;
        result.kbText = best.text;
        result.kbPos = i;
        result.kbLen = len;
      }
    }
    i += best.tokens.length;
  }
  return result;
}

export interface RuleDecision {
  label: Label;
  confidence: number;
  /** Soft decisions are fallbacks: the model is asked first. */
  soft: boolean;
}

const STORE_BRAND_LABELS: ReadonlySet<Label> = new Set<Label>(['Clothing', 'Home and Garden', 'Electronics and Appliances', 'General Purchases']);

function hard(label: Label, confidence: number): RuleDecision {
  return { label, confidence, soft: false };
}

/**
 * Rule decision for one line, or null when no rule applies. `startsWithFeeMark`: FNB marks fee
 * lines with a leading '#', Standard Bank with "FEE:" / "FEE-".
 */
export function decide(s: ScanResult, tokens: readonly string[], amountCents: number, startsWithFeeMark: boolean): RuleDecision | null {
  const f = s.flags;
  const debit = amountCents < 0;
  const credit = amountCents > 0;
  const has = (bit: number) => (f & bit) !== 0;
  const first = tokens[0];
  const feeish = has(F.FEE) || startsWithFeeMark;
  const debitOrderish = has(F.DEBIT_ORDER);

  // 1. Returned / unpaid debit orders and their fees.
  const returned =
    has(F.UNPAID) ||
    (has(F.RETURNED) && (debitOrderish || first === 'RD' || first === 'RETURNED' || first === 'RETURN')) ||
    (has(F.REVERSAL) && debitOrderish);
  if (returned || has(F.INSUFFICIENT)) {
    if (!credit && (feeish || (has(F.INSUFFICIENT) && !returned && amountCents !== 0))) return hard('Insufficient Funds Fee', RULE_CONFIDENCE.fee);
    if (returned || amountCents === 0) return hard('Returned Debit Order', RULE_CONFIDENCE.returned);
  }

  // 2. Bank fees (debits).
  if (feeish && !credit) {
    const strong = has(F.FEE_STRONG) || startsWithFeeMark || first === 'FEE' || first === 'FEES';
    if (has(F.CASH_DEPOSIT) || (has(F.DEPOSIT) && !has(F.ATM))) return hard('Cash Deposit Fee', RULE_CONFIDENCE.fee);
    if (has(F.ATM)) return hard('Cash Withdrawal Fee', RULE_CONFIDENCE.fee);
    if (has(F.DECLINED)) return hard('Transaction Declined Fee', RULE_CONFIDENCE.fee);
    if (has(F.LIMIT)) return hard('Spend Limit Exceeded Fee', RULE_CONFIDENCE.fee);
    if (has(F.OVERDRAFT)) return hard('Overdraft Fee', RULE_CONFIDENCE.fee);
    // A bare "FEES"/"CHARGE" inside a payment, debit order or purchase is usually school, creche or
    // club fees: only the bank's own fee grammar (or a line that is nothing but the fee) is a bank charge.
    const channel = has(F.PAYMENT) || has(F.TRANSFER) || has(F.DEBIT_ORDER) || has(F.POS) || has(F.ONLINE);
    if ((strong || (!s.kb && !channel && tokens.length <= 4)) && !has(F.DEBIT_INTEREST)) return hard('Bank Charges and Fees', RULE_CONFIDENCE.fee);
  }
  if (has(F.DECLINED) && debit && !s.kb && amountCents > -5000) return hard('Transaction Declined Fee', RULE_CONFIDENCE.merchantGeneric);

  // Credits that are reversals of fees, refunds, rebates, cashback.
  if (credit && (has(F.REFUND) || has(F.REVERSAL))) return hard('Refund', RULE_CONFIDENCE.refund);

  // 3. Interest.
  if (has(F.DEBIT_INTEREST) && !credit) return hard('Interest Repayment', RULE_CONFIDENCE.interest);
  if (has(F.CREDIT_INTEREST) && !debit) return hard('Interest Received', RULE_CONFIDENCE.interest);
  if (has(F.INTEREST) && !s.kb) {
    if (credit) return hard('Interest Received', RULE_CONFIDENCE.interest);
    if (debit && !has(F.TRANSFER) && !has(F.PAYMENT)) return hard('Interest Repayment', RULE_CONFIDENCE.merchantGeneric);
  }
  if (has(F.OVERDRAFT) && debit && !s.kb && !has(F.TRANSFER)) return hard('Overdraft Fee', RULE_CONFIDENCE.merchantGeneric);

  // 4. Cash.
  if (credit && (has(F.CASH_DEPOSIT) || (has(F.DEPOSIT) && has(F.ATM)))) return hard('Cash Deposit', RULE_CONFIDENCE.cash);
  if (debit && has(F.ATM) && !has(F.CASH_DEPOSIT)) return hard('ATM and Cash Withdrawal', RULE_CONFIDENCE.cash);

  // 6. Knowledge base.
  const kb = s.kb;
  if (kb) {
    const conf = kb.priority >= 2 ? RULE_CONFIDENCE.merchant : RULE_CONFIDENCE.merchantGeneric;
    if (!credit) {
      let label = kb.debit;
      if (label === 'Utilities - Telephone' && has(F.PREPAID)) label = 'Cellular Data Purchase';
      if (label !== null && STORE_BRAND_LABELS.has(label) && debitOrderish && !has(F.POS)) label = 'General Loan Repayment';
      if (label !== null) return hard(label, conf);
    } else if (kb.credit !== null) {
      return hard(kb.credit, conf);
    }
  }

  // 7. Soft fallbacks.
  if (debit) {
    if (debitOrderish) return { label: 'Debit Order', confidence: RULE_CONFIDENCE.soft, soft: true };
    if (has(F.TRANSFER) || has(F.PAYMENT)) return { label: 'Bank Transfer', confidence: RULE_CONFIDENCE.soft, soft: true };
    if (has(F.PREPAID)) return { label: 'Cellular Data Purchase', confidence: RULE_CONFIDENCE.soft, soft: true };
    if (has(F.POS) || has(F.ONLINE)) return { label: has(F.ONLINE) ? 'Online Purchase' : 'General Purchases', confidence: RULE_CONFIDENCE.soft - 0.1, soft: true };
  } else if (credit) {
    if (has(F.TRANSFER) || has(F.PAYMENT) || has(F.CREDIT_IN)) return { label: 'Bank Transfer', confidence: RULE_CONFIDENCE.soft - 0.1, soft: true };
  }
  return null;
}
