import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LABELS, isLabel, labelDirection } from '#schemas/labels';
import { createLabeller, decodeModel, merchantKey, normalise, organisationRuleFromRelabel, type LabellingModel } from './index.ts';
import { KNOWLEDGE_BASE } from './knowledge-base.ts';
import { committedModel, corpusRecords } from '../../../test/helpers/labelling.ts';

const root = join(__dirname, '..', '..', '..');
const layer = join(root, 'layers', 'labelling-model');
const modelJson = committedModel();
const model = decodeModel(modelJson);
const labeller = createLabeller(model);

interface Line {
  description: string;
  reference: string | null;
  amount_cents: number;
  bank: string;
  label: string;
  merchant: string;
}
function readCorpus(file: string): Line[] {
  const records = corpusRecords(file);
  records.shift();
  return records
    .filter((f) => f.length > 4)
    .map((f) => ({ description: f[0]!, reference: f[1] || null, amount_cents: Number(f[2]), bank: f[3]!, label: f[4]!, merchant: f[5]! }));
}
const heldOut = readCorpus('heldout.csv');

const label = (description: string, amount_cents: number, reference: string | null = null) => labeller.label({ description, reference, amount_cents });

describe('labelling engine', () => {
  it('the committed model uses exactly the labels of labels.csv', () => {
    expect(modelJson.labels).toEqual(LABELS.map((l) => l.label));
    for (const group of KNOWLEDGE_BASE) {
      if (group.debit) expect(isLabel(group.debit)).toBe(true);
      if (group.credit) expect(isLabel(group.credit)).toBe(true);
    }
  });

  // A line reaches the matcher as letters only (normalise drops digits and punctuation), so a phrase
  // written with them matches something shorter than it says: "STUDIO 88" matched every STUDIO,
  // "ER24" every ER, "2 POT" every POT. "&" is the one mark the matcher reads (ampersandForm).
  it('every knowledge-base phrase is written as the matcher reads it', () => {
    const rewritten = KNOWLEDGE_BASE.flatMap((group) => group.phrases.split('|')).filter((phrase) => normalise(phrase.replace(/ & /g, ' ')) !== phrase.replace(/ & /g, ' '));
    expect(rewritten).toEqual([]);
  });

  it('always returns exactly one exact label with a confidence in [0, 1] and a known source', () => {
    const odd = ['', '   ', '0000000', '*** ***', 'ZZZZ QQQQ', 'PAYMENT', '12 FEB 2025', 'ÀÉÎ ünïcödé'];
    for (const description of odd) {
      for (const amount of [-12345, 0, 12345]) {
        const r = label(description, amount);
        expect(isLabel(r.label)).toBe(true);
        expect(r.label_confidence).toBeGreaterThanOrEqual(0);
        expect(r.label_confidence).toBeLessThanOrEqual(1);
        expect(['rule', 'model', 'organisation_rule', 'manual']).toContain(r.label_source);
      }
    }
    expect(label('ZZZZ QQQQ XYXY', -4321).label).toBe('Uncategorised');
  });

  it('never gives a credit-only label to a debit or a debit-only label to a credit', () => {
    for (const line of heldOut) {
      for (const amount of [-Math.abs(line.amount_cents) || -100, Math.abs(line.amount_cents) || 100]) {
        const r = label(line.description, amount, line.reference);
        const direction = labelDirection(r.label);
        if (amount < 0) expect(direction).not.toBe('credit');
        else expect(direction).not.toBe('debit');
      }
    }
  });

  it('organisation rules override rules and model, by merchant key and direction only', () => {
    const withRules = createLabeller(model, {
      organisationRules: [
        { key: 'WOOLWORTHS', label: 'Clothing', direction: 'debit' },
        { key: 'THABO MOKOENA', label: 'Rent', direction: 'debit' },
        // Wrong direction for the label: ignored (never a credit label on a debit).
        { key: 'PICK N PAY', label: 'Salaries and Wages', direction: 'debit' },
      ],
    });
    expect(label('POS Purchase Woolworths Sandton 412752*6823 31 Oct', -45000).label).toBe('Groceries');
    const r = withRules.label({ description: 'POS Purchase Woolworths Sandton 412752*6823 31 Oct', reference: null, amount_cents: -45000 });
    expect(r).toEqual({ label: 'Clothing', label_confidence: 0.99, label_source: 'organisation_rule' });
    expect(withRules.label({ description: 'WOOLWORTHS MENLYN 4278*6153 19 FEB CHEQUE CARD PURCHASE', reference: null, amount_cents: -12000 }).label).toBe('Clothing');
    expect(withRules.label({ description: 'FNB App Payment To Thabo Mokoena', reference: null, amount_cents: -350000 }).label).toBe('Rent');
    // A credit from the same counterparty is not matched by a debit rule.
    expect(withRules.label({ description: 'FNB App Payment From Thabo Mokoena', reference: null, amount_cents: 350000 }).label_source).not.toBe('organisation_rule');
    expect(withRules.label({ description: 'POS Purchase Pick n Pay Tembisa', reference: null, amount_cents: -9000 }).label).toBe('Groceries');
  });

  // Session 74 reads an accented letter as its plain one, which changed the merchant key of every
  // accented description: a rule saved before, under the key the accent split, still applies.
  it("an organisation rule saved under an accented description's earlier key still matches it", () => {
    const description = 'Payment To: Hélène Joubert';
    expect(merchantKey(description)).toBe('HELENE JOUBERT');
    // ("H L": the key the accents left before, which merchantKey gave then.)
    const withOldRule = createLabeller(model, { organisationRules: [{ key: 'H L', label: 'Rent', direction: 'debit' }] });
    expect(withOldRule.label({ description, reference: null, amount_cents: -550000 })).toEqual({ label: 'Rent', label_confidence: 0.99, label_source: 'organisation_rule' });
    const withNewRule = createLabeller(model, { organisationRules: [{ key: merchantKey(description), label: 'Rent', direction: 'debit' }] });
    expect(withNewRule.label({ description, reference: null, amount_cents: -550000 }).label_source).toBe('organisation_rule');
  });

  it('turns a manual relabel into an organisation rule for similar future transactions', () => {
    const rule = organisationRuleFromRelabel({ description: 'Banking App External Payment: Inyati Sands Body Co', reference: null, amount_cents: -150000 }, 'Rent');
    expect(rule).toEqual({ key: 'INYATI SANDS', label: 'Rent', direction: 'debit', description: 'Banking App External Payment: Inyati Sands Body Co' });
    expect(organisationRuleFromRelabel({ description: 'SALARY ACME', reference: null, amount_cents: -100 }, 'Salaries and Wages')).toBeNull();
    const next = createLabeller(model, { organisationRules: [rule!] });
    expect(next.label({ description: 'INYATI SANDS BODY CO IB PAYMENT TO', reference: null, amount_cents: -150000 }).label).toBe('Rent');
  });

  // The labeller reads some descriptions again before it decides (a ShapID's bank, TFG's "@HOME" read as
  // AT HOME); a lender's relabel is keyed on the description as written, and must still find those lines.
  it.each([
    ['PayShap to 0734451122@discovery', 'Rent'],
    ['@HOME GATEWAY', 'Clothing'],
  ] as const)('applies a relabel of "%s" to the same line though the labeller reads it again', (description, taught) => {
    const line = { description, reference: null, amount_cents: -50000 };
    const rule = organisationRuleFromRelabel(line, taught);
    expect(createLabeller(model, { organisationRules: [rule!] }).label(line)).toMatchObject({ label: taught, label_source: 'organisation_rule' });
  });

  it('learns from a relabel of a zero amount a rule the labeller applies to the next one (a zero counts as a debit on both sides)', () => {
    const zero = { description: 'POS Purchase Inyati Sands Body Co 412752*6823 31 Oct', reference: null, amount_cents: 0 };
    const rule = organisationRuleFromRelabel(zero, 'Rent');
    expect(rule).toMatchObject({ key: 'INYATI SANDS', label: 'Rent', direction: 'debit' });
    expect(createLabeller(model, { organisationRules: [rule!] }).label({ ...zero, description: 'INYATI SANDS BODY CO' })).toMatchObject({ label: 'Rent', label_source: 'organisation_rule' });
  });

  // A change to how keys are derived (a word becoming bank wording, as RECURRING did in session 83)
  // moves a merchant's key: a rule that keeps the description it was taught from follows it.
  it('derives a rule\'s key again from the description it was taught from, so it outlives a change in key derivation', () => {
    const taught = 'FNB App Payment To Inyati Sands Body Co';
    const line = { description: 'INYATI SANDS BODY CO IB PAYMENT TO', reference: null, amount_cents: -150000 };
    // Saved under a key an earlier engine derived: only the description lets it match today.
    const stale = { key: 'APP INYATI', label: 'Rent', direction: 'debit' as const };
    expect(createLabeller(model, { organisationRules: [stale] }).label(line).label_source).not.toBe('organisation_rule');
    const withDescription = createLabeller(model, { organisationRules: [{ ...stale, description: taught }] });
    expect(withDescription.label(line)).toEqual({ label: 'Rent', label_confidence: 0.99, label_source: 'organisation_rule' });
    // The stale key is not kept beside today's: a merchant that now derives it is not caught.
    expect(withDescription.label({ description: 'APP INYATI', reference: null, amount_cents: -150000 }).label_source).not.toBe('organisation_rule');
    // Two rules that now share a key: the later one (the list is in the order taught) wins.
    const relabelledAgain = createLabeller(model, {
      organisationRules: [
        { ...stale, description: taught },
        { key: merchantKey(taught), label: 'Home and Garden', direction: 'debit', description: taught },
      ],
    });
    expect(relabelledAgain.label(line).label).toBe('Home and Garden');
    // A description that no longer leaves a key (all of it read as bank wording) falls back to the stored key.
    const keyless = createLabeller(model, { organisationRules: [{ key: 'INYATI SANDS', label: 'Rent', direction: 'debit', description: 'POS PURCHASE' }] });
    expect(merchantKey('POS PURCHASE')).toBe('');
    expect(keyless.label(line).label).toBe('Rent');
  });

  it('merchantKey groups the same merchant across banks, days, cards and branches', () => {
    const woolworths = [
      'POS Purchase Woolworths Sandton 412752*6823 31 Oct',
      'WOOLWORTHS MENLYN 4278*6153 19 FEB CHEQUE CARD PURCHASE',
      'Woolworths Bellville (Card 5581)',
      'POS PURCHASE WOOLWORTHS CANAL WALK CARD 1234',
      'Card Purchase - Woolworths Rosebank',
    ];
    expect(new Set(woolworths.map(merchantKey))).toEqual(new Set(['WOOLWORTHS']));
    const motheo = ['POS Purchase Motheo Supermarket Soweto 412752*6823 02 Nov', 'MOTHEO SUPERMARKET 4278*6153 03 DEC CHEQUE CARD PURCHASE', 'Motheo Supermarket Tembisa (Card 1111)'];
    expect(new Set(motheo.map(merchantKey))).toEqual(new Set(['MOTHEO SUPERMARKET']));
    expect(merchantKey('Magtape Debit Vodacom 0463537674 B0501813')).toBe(merchantKey('VODACOM 0463537674 DEBICHECK DEBIT ORDER'));
    expect(merchantKey('FNB App Payment To Gogo Zwane')).toBe('GOGO ZWANE');
    expect(merchantKey('')).toBe('');
  });

  it('normalise drops dates, times, card numbers and references', () => {
    expect(normalise('POS Purchase Ksa979 KFC Nonesi M 412752*6823 31 Oct')).toBe('POS PURCHASE KSA KFC NONESI M');
    expect(normalise('00006497 2025-02-15T11:03:48 4278*6153 AUTOBANK CASH WITHDRAWAL AT')).toBe('AUTOBANK CASH WITHDRAWAL AT');
    expect(normalise("McDonald's 12/03/2025 14:22")).toBe('MCDONALDS');
  });

  // Real-world style lines, per bank, in the banks' own formats (see the layer README's sources).
  const cases: Array<[bank: string, description: string, amount: number, expected: string]> = [
    ['fnb', 'POS Purchase Checkers Sixty60 412752*6823 02 Nov', -54399, 'Groceries'],
    ['fnb', 'Fuel Purchase Engen Quick Shop Midrand 412752*6823 14 Jan', -80000, 'Fuel'],
    ['fnb', 'FNB App Prepaid Airtime 0629817671', -2500, 'Cellular Data Purchase'],
    ['fnb', 'Prepaid Electricity 04297814248', -40000, 'Utilities - Electricity'],
    ['fnb', '#Monthly Account Fee', -9300, 'Bank Charges and Fees'],
    ['fnb', 'Int On Debit Balance', -439, 'Interest Repayment'],
    ['fnb', '#Honouring Fee', -8500, 'Insufficient Funds Fee'],
    ['fnb', 'Magtape Debit Old Mutual 0350331251031', -43891, 'Debit Order'], // a financial group with no product named (issue 12)
    ['fnb', 'Magtape Debit Old Mutual Funeral 0350331251031', -43891, 'Funeral Cover'],
    // PPS sells life and disability cover, investments and short-term insurance under one name.
    ['capitec', 'DebiCheck Debit Order (1234567890): Pps', -61200, 'Debit Order'],
    ['nedbank', 'NAEDO PPS LIFE PREMIUM 5512345', -61200, 'Life Insurance'],
    ['absa', 'ACB DEBIT:EXTERNAL PPS INSURANCE 8812345', -61200, 'General Insurance'],
    ['absa', 'ACB DEBIT:EXTERNAL SANLAM LIFE 4001234', -65000, 'Life Insurance'],
    ['capitec', 'DebiCheck: Outsurance Car Insurance', -120000, 'Auto Insurance'],
    ['standard_bank', 'SARS EFILING ITA34 REFUND', 350000, 'SARS'],
    ['standard_bank', 'RECEIVER OF REVENUE TAX REFUND', 350000, 'SARS'],
    ['nedbank', 'CITY OF TSHWANE ELECTRICITY 55512', -120000, 'Utilities - Electricity'],
    // SARS's older names, both ways.
    ['standard_bank', 'COMMISSIONER FOR INLAND REVENUE', -250000, 'Tax Payment'],
    ['absa', 'INLAND REVENUE REFUND', 120000, 'SARS'],
    // An ATM is a channel for transfers too: without a cash word the money went to an account.
    ['standard_bank', 'AUTOBANK TRANSFER TO CREDIT CARD', -150000, 'Credit Card Repayments'],
    ['absa', 'ATM TRANSFER TO SAVINGS ACCOUNT', -50000, 'Savings Transfer'],
    ['standard_bank', 'AUTOBANK TRANSFER TO HOME LOAN', -420000, 'Home Loan Repayment'],
    ['nedbank', 'ATM PAYMENT TO 1048822901', -30000, 'Bank Transfer'],
    ['standard_bank', 'AUTOBANK CASH WITHDRAWAL AT SANDTON', -50000, 'ATM and Cash Withdrawal'],
    ['fnb', 'ATM WITHDRAWAL CHECKERS MALL', -60000, 'ATM and Cash Withdrawal'],
    ['standard_bank', 'SBSA CR CARD PMT', -90000, 'Credit Card Repayments'],
    // The bank's charge for its own service: the service's name, then FEE; a school or club named before FEE is not the bank's.
    ['nedbank', 'SEND-IMALI FEE', -1000, 'Bank Charges and Fees'],
    ['absa', 'ELECTRONIC FUNDS TRANSFER FEE', -750, 'Bank Charges and Fees'],
    ['standard_bank', 'INSTANT MONEY FEE', -1500, 'Bank Charges and Fees'],
    ['capitec', 'IMMEDIATE PAYMENT FEE', -1000, 'Bank Charges and Fees'],
    ['absa', 'IB PAYMENT TO ST JOHNS SCHOOL FEE', -250000, 'Education'],
    // Card-machine and gateway prefixes are channels on a debit: the payee behind them decides.
    ['fnb', 'POS PURCHASE YOCO *KFC ROSEBANK 419570*3927 02 JUL', -8900, 'Eating Out'],
    ['capitec', 'IKH*SPAR MIDRAND (Card 4472)', -23400, 'Groceries'],
    ['fnb', 'YOCO PAYOUT 88213', 350000, 'Business Income'],
    // Fee subtypes in the banks' abbreviations.
    ['investec', 'CARD DECL', -799, 'Transaction Declined Fee'],
    ['nedbank', 'FAILED DEBIT ORDER FEE', -15000, 'Insufficient Funds Fee'],
    ['absa', 'OD FACILITY FEE', -6900, 'Overdraft Fee'],
    ['absa', 'CSH WDL FEE', -1000, 'Cash Withdrawal Fee'],
    // Government offices are not shops.
    ['standard_bank', 'HOME AFFAIRS PRETORIA', -14000, 'Uncategorised'],
    ['fnb', 'Magtape Credit SASSA 0000123', 218000, 'Social Security Income'],
    ['fnb', 'FNB App Payment To Gogo Zwane', -50000, 'Bank Transfer'],
    ['fnb', 'ADT Cash Depo Soweto 00231', 250000, 'Cash Deposit'],
    ['standard_bank', 'ENGEN MIEDERP 4278*6153 19 FEB CHEQUE CARD PURCHASE', -20000, 'Fuel'],
    ['standard_bank', '00006497 2025-02-15T11:03:48 4278*6153 AUTOBANK CASH WITHDRAWAL AT', -60000, 'ATM and Cash Withdrawal'],
    ['standard_bank', '4278*6153 CASH WITHDRAWAL FEE', -1530, 'Cash Withdrawal Fee'],
    ['standard_bank', 'FEE: PAYMENT CONFIRM - EMAIL', -80, 'Bank Charges and Fees'],
    ['standard_bank', 'OVERDRAFT SERVICE FEE', -6900, 'Overdraft Fee'],
    ['standard_bank', 'SALARY DEPT OF EDUCATION MAGTAPE CREDIT', 2345000, 'Salaries and Wages'],
    ['standard_bank', 'VAS00260077413 ELECTRICITY PURCHASE', -200000, 'Utilities - Electricity'],
    ['absa', 'ACB CREDIT ACME PAYROLL SALARY', 1850000, 'Salaries and Wages'],
    ['absa', 'ACB DEBIT:EXTERNAL CAPFIN 120345678', -112500, 'General Loan Repayment'],
    ['absa', 'RTD ACB DEBIT OLD MUTUAL', -45000, 'Returned Debit Order'],
    ['absa', 'NOTIFIC FEE SMS NOTIFYME', -150, 'Bank Charges and Fees'],
    ['absa', 'CREDIT INTEREST', 452, 'Interest Received'],
    ['nedbank', 'NEDBANK MFC 8877665 DEBIT ORDER', -512300, 'Auto Loan Repayment'],
    ['nedbank', 'DEBIT ORDER REVERSAL SANLAM', 65000, 'Returned Debit Order'],
    ['nedbank', 'SEND-IMALI 0721234567', -40000, 'Bank Transfer'],
    ['capitec', 'Recurring Card Purchase: Netflix Amsterdam', -19900, 'Subscriptions'],
    ['capitec', 'Banking App Prepaid Purchase: Vodacom', -500, 'Cellular Data Purchase'],
    ['capitec', 'Pick n Pay Bellville (Card 5581)', -5838, 'Groceries'],
    ['capitec', 'Live Better Interest Sweep Transfer', -16, 'Savings Transfer'],
    ['capitec', 'Payment Received: SASSA', 218000, 'Social Security Income'],
    ['tymebank', 'Cash Withdrawal - Pick n Pay Tembisa', -50000, 'ATM and Cash Withdrawal'],
    ['tymebank', 'Transfer to GoalSave', -30000, 'Savings Transfer'],
    ['discovery', 'UBER *EATS HELP.UBER.COM', -21900, 'Eating Out'],
    ['discovery', 'UBER *TRIP HELP.UBER.COM', -8700, 'Transport'],
    ['african_bank', 'AFRICAN BANK LOAN ADVANCE 778899', 1500000, 'Loan Disbursement'],
    ['african_bank', 'HOLLYWOODBETS DEPOSIT', -5000, 'Gambling'],
    ['investec', 'YOCO SETTLEMENT 20250301', 345600, 'Business Income'],
    ['investec', 'SARS EFILING PAYMENT PAYE', -1234500, 'Tax Payment'],
    ['investec', 'SARS REFUND ITR12', 456700, 'SARS'],
  ];
  it.each(cases)('%s: %s', (_bank, description, amount, expected) => {
    expect(label(description, amount).label).toBe(expected);
  });
});

describe('held-out evaluation', () => {
  // Measured on the committed model (layers/labelling-model/README.md): accuracy 92.3%, macro-F1
  // 0.931. The floors sit a little below so a regression fails the build.
  const ACCURACY_FLOOR = 0.9;
  const MACRO_F1_FLOOR = 0.9;

  it(`keeps held-out accuracy >= ${ACCURACY_FLOOR} and macro-F1 >= ${MACRO_F1_FLOOR}`, () => {
    const predicted = heldOut.map((l) => label(l.description, l.amount_cents, l.reference).label);
    const accuracy = predicted.filter((p, i) => p === heldOut[i]!.label).length / heldOut.length;
    const labels = [...new Set(heldOut.map((l) => l.label))];
    const f1s = labels.map((lab) => {
      const tp = predicted.filter((p, i) => p === lab && heldOut[i]!.label === lab).length;
      const fp = predicted.filter((p, i) => p === lab && heldOut[i]!.label !== lab).length;
      const fn = predicted.filter((p, i) => p !== lab && heldOut[i]!.label === lab).length;
      const precision = tp + fp ? tp / (tp + fp) : 0;
      const recall = tp + fn ? tp / (tp + fn) : 0;
      return precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    });
    const macroF1 = f1s.reduce((a, b) => a + b, 0) / f1s.length;
    expect(heldOut.length).toBeGreaterThan(1000);
    expect(accuracy).toBeGreaterThanOrEqual(ACCURACY_FLOOR);
    expect(macroF1).toBeGreaterThanOrEqual(MACRO_F1_FLOOR);
  });

  it('the held-out file was not used to build rules or train: held-out merchants missing from the knowledge base, no code reads it', () => {
    const kb = new Set(KNOWLEDGE_BASE.flatMap((g) => g.phrases.split('|').map(normalise)));
    const merchants = [...new Set(heldOut.map((l) => normalise(l.merchant)))];
    const missing = merchants.filter((m) => !kb.has(m));
    expect(missing.length).toBeGreaterThan(merchants.length / 4);
    // Training opens only the training file; rules and knowledge base never mention the held-out file.
    const train = readFileSync(join(layer, 'train.ts'), 'utf8');
    expect(train).not.toMatch(/heldout|readHeldOut|HELD_OUT/i);
    expect(train).toMatch(/readTrain\(\)/);
    expect(readFileSync(join(layer, 'lib', 'training.ts'), 'utf8')).not.toMatch(/heldout|readHeldOut|HELD_OUT|readFileSync/i);
    for (const file of ['index.ts', 'rules.ts', 'grammar.ts', 'knowledge-base.ts', 'text.ts', 'model.ts']) {
      expect(readFileSync(join(__dirname, file), 'utf8')).not.toMatch(/heldout|held-out|readHeldOut/i);
    }
    // Train and held-out share no line.
    const train_lines = new Set(readCorpus('train.csv').map((l) => `${l.description}|${l.amount_cents}`));
    expect(heldOut.some((l) => train_lines.has(`${l.description}|${l.amount_cents}`))).toBe(false);
  });
});

describe('confidence calibration', () => {
  it('is in the model (formatVersion 2) and a version-1 file without it still loads with raw confidences', () => {
    expect(modelJson.formatVersion).toBe(2);
    expect(Object.keys(modelJson.calibration!.keys)).toEqual(expect.arrayContaining(['rule:merchant', 'rule:fee']));
    const x = modelJson.calibration!.model.x;
    const y = modelJson.calibration!.model.y;
    for (let i = 1; i < x.length; i++) {
      expect(x[i]!).toBeGreaterThanOrEqual(x[i - 1]!);
      expect(y[i]!).toBeGreaterThanOrEqual(y[i - 1]!); // isotonic
    }
    const { calibration: _calibration, ...v1 } = { ...modelJson, formatVersion: 1 };
    void _calibration;
    const raw = createLabeller(decodeModel(v1 as LabellingModel));
    expect(raw.label({ description: 'POS PURCHASE WOOLWORTHS SANDTON', reference: null, amount_cents: -12000 }).label_confidence).toBe(0.93);
  });

  /** Expected calibration error over ten confidence bins. */
  function expectedCalibrationError(lines: Line[]): number {
    const bins = Array.from({ length: 10 }, () => ({ n: 0, conf: 0, correct: 0 }));
    for (const l of lines) {
      const r = labeller.label({ description: l.description!, reference: l.reference || null, amount_cents: Number(l.amount_cents) });
      const b = bins[Math.min(9, Math.floor(r.label_confidence * 10))]!;
      b.n++;
      b.conf += r.label_confidence;
      b.correct += r.label === l.label ? 1 : 0;
    }
    return bins.reduce((sum, b) => (b.n ? sum + (b.n / lines.length) * Math.abs(b.correct / b.n - b.conf / b.n) : sum), 0);
  }

  // The goal (issue 12) is on real lines the engine was not written from: both frozen test splits.
  it('expected calibration error on the real-world test splits is at most 0.05', () => {
    const unseen = [...readCorpus('real-world-test.csv'), ...readCorpus('real-world-test-2.csv')];
    expect(unseen.length).toBeGreaterThan(500);
    expect(expectedCalibrationError(unseen)).toBeLessThanOrEqual(0.05);
  });

  // The rule kinds are calibrated towards how they do on real lines at their first run (train.ts,
  // "Calibration on first runs"); generated lines are easier for them, so here the engine is
  // underconfident (0.075 on 2026-11-24). Bounded so that a broken calibration still fails.
  it('expected calibration error on the generated held-out corpus is at most 0.10', () => {
    expect(expectedCalibrationError(heldOut)).toBeLessThanOrEqual(0.1);
  });
});
