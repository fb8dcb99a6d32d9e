/**
 * What real public statements do that our first fixtures did not (found by reading the public
 * statements listed in test/fixtures/statements/pdf/README.md), each on hand-built text items:
 * overdrawn balances printed without a marker where credit balances carry one, Afrikaans
 * statements (Kt/Dt), rows the bank prints but its own balance shows it did not post, a
 * brought-forward row in the middle of the table, a tilted stamp across the rows, and a header
 * whose second line names one column only.
 */
import { assessAuthenticity } from './authenticity.ts';
import { readHeader, readSummary } from './header.ts';
import { GENERIC_LAYOUTS } from './layouts/index.ts';
import { groupLines } from './lines.ts';
import { parsePdfStatement } from './statement.ts';
import { at, documentOf, item, page, ra, refusalOf, tablePage, type Col } from './testing.ts';

const NOW = new Date('2026-06-01T10:00:00Z');

const DATE: Col = { header: 'Date', x: 40 };
const DESC: Col = { header: 'Description', x: 110 };
const AMOUNT: Col = { header: 'Amount', x: 420, right: true };
const BALANCE: Col = { header: 'Balance', x: 540, right: true };

const rowsOf = (s: ReturnType<typeof parsePdfStatement>) => s.transactions.map((t) => [t.datetime.slice(0, 10), t.description, t.amount_cents, t.balance_cents]);


describe('overdrawn balances without a marker', () => {
  it('reads an unsigned balance as overdrawn where credit balances carry Cr (FNB)', () => {
    const doc = documentOf([
      tablePage(1, ['Statement Period : 1 March 2026 to 31 March 2026'], [DATE, DESC, AMOUNT, BALANCE], [
        ['02 Mar', 'POS Purchase Shop A', '200.00', '100.00 Cr'],
        ['03 Mar', 'Payment To Home Loan', '250.00', '150.00'],
        ['04 Mar', 'Card Purchase', '25.50', '175.50'],
        ['25 Mar', 'Salary Acme Ltd', '400.00 Cr', '224.50 Cr'],
      ]),
    ]);
    const s = parsePdfStatement(doc, { now: NOW, layouts: [] });
    expect(rowsOf(s)).toEqual([
      ['2026-03-02', 'POS Purchase Shop A', -20000, 10000],
      ['2026-03-03', 'Payment To Home Loan', -25000, -15000],
      ['2026-03-04', 'Card Purchase', -2550, -17550],
      ['2026-03-25', 'Salary Acme Ltd', 40000, 22450],
    ]);
    expect(s.opening_balance_cents).toBe(30000);
  });

  it('reads an Afrikaans statement overdrawn throughout: Kt credits, a Dt opening balance, unsigned balances', () => {
    const cols: Col[] = [
      { header: 'Datum', x: 40 },
      { header: 'Beskrywing', x: 110 },
      { header: 'Bedrag', x: 420, right: true },
      { header: 'Saldo', x: 540, right: true },
    ];
    const doc = documentOf([
      tablePage(1, ['Staat Periode : 14 Februarie 2026 tot 14 Maart 2026', 'Openingsaldo 1,000.00 Dt'], cols, [
        ['15 Feb', 'POS Aankope Winkel', '100.00', '1,100.00'],
        ['20 Feb', 'Smart-Ap Oorplasing Van Spaar', '500.00 Kt', '600.00'],
        ['14 Maa', 'Diensfooie', '19.95', '619.95'],
      ], ['Afsluitingsaldo 619.95Dt']),
    ]);
    const s = parsePdfStatement(doc, { now: NOW, layouts: [] });
    expect(rowsOf(s)).toEqual([
      ['2026-02-15', 'POS Aankope Winkel', -10000, -110000],
      ['2026-02-20', 'Smart-Ap Oorplasing Van Spaar', 50000, -60000],
      ['2026-03-14', 'Diensfooie', -1995, -61995],
    ]);
    expect([s.opening_balance_cents, s.closing_balance_cents, s.period_start, s.period_end]).toEqual([-100000, -61995, '2026-02-14', '2026-03-14']);
  });
});

describe('rows the bank printed but did not post', () => {
  it('leaves out a row whose balance repeats the previous one, and names it (information, not a verdict)', () => {
    const doc = documentOf([
      tablePage(1, ['Statement period 1 Mar 2026 to 31 Mar 2026'], [DATE, DESC, AMOUNT, BALANCE], [
        ['02 Mar 2026', 'DebiCheck Insurer', '300.00', '700.00 Cr'],
        ['02 Mar 2026', 'Edo Collection Attempt Insurer', '300.00 Cr', '700.00 Cr'],
        ['03 Mar 2026', 'Card Purchase', '50.00', '650.00 Cr'],
      ]),
    ]);
    const s = parsePdfStatement(doc, { now: NOW, layouts: [] });
    expect(rowsOf(s)).toEqual([
      ['2026-03-02', 'DebiCheck Insurer', -30000, 70000],
      ['2026-03-03', 'Card Purchase', -5000, 65000],
    ]);
    expect(s.not_posted).toEqual([{ row: 2, date: '2026-03-02', page: 1, description: 'Edo Collection Attempt Insurer', amount_cents: 30000, why: 'balance_unchanged' }]);
    const authenticity = assessAuthenticity(doc, s);
    expect(authenticity.verdict).toBe('no_signals');
    expect(authenticity.signals).toEqual([expect.objectContaining({ code: 'row_not_posted', row: 2, page: 1 })]);
  });

  it('leaves out a refused debit order printed with a 0.00 balance when the next row goes on from the unchanged balance (Capitec)', () => {
    const cols: Col[] = [DATE, DESC, { header: 'Money In', x: 440, right: true }, { header: 'Money Out', x: 510, right: true }, { header: 'Balance', x: 580, right: true }];
    const doc = documentOf([
      tablePage(1, [], cols, [
        ['15/03/2026', 'Payment Fee', '', '-1.00', '256.21'],
        ['15/03/2026', 'Eft Debit Order Insufficient Funds (R992.75): Vodacom', '992.75', '', '0.00'],
        ['15/03/2026', 'Eft Debit Order Insufficient Funds Fee', '', '-7.00', '249.21'],
      ]),
    ]);
    const s = parsePdfStatement(doc, { now: NOW, layouts: [] });
    expect(rowsOf(s).map((r) => r[2])).toEqual([-100, -700]);
    expect(s.not_posted.map((r) => r.amount_cents)).toEqual([99275]);
  });

  it('refuses a table where many rows do not move the balance: the column read is not a running balance', () => {
    const doc = documentOf([
      tablePage(1, [], [DATE, DESC, AMOUNT, BALANCE], [
        ['02/03/2026', 'A', '-10.00', '990.00'],
        ['03/03/2026', 'B', '-20.00', '990.00'],
        ['04/03/2026', 'C', '-30.00', '990.00'],
        ['05/03/2026', 'D', '-40.00', '990.00'],
        ['06/03/2026', 'E', '-50.00', '990.00'],
      ]),
    ]);
    expect(refusalOf(() => parsePdfStatement(doc, { now: NOW, layouts: [] })).code).toBe('balance_chain_broken');
  });

  it('still refuses a row whose balance is neither the previous one nor the previous plus its amount', () => {
    const doc = documentOf([
      tablePage(1, [], [DATE, DESC, AMOUNT, BALANCE], [
        ['02/03/2026', 'A', '-10.00', '990.00'],
        ['03/03/2026', 'B', '-20.00', '975.00'],
        ['04/03/2026', 'C', '-30.00', '945.00'],
      ]),
    ]);
    const error = refusalOf(() => parsePdfStatement(doc, { now: NOW, layouts: [] }));
    expect([error.code, error.detail?.row]).toEqual(['balance_chain_broken', 2]);
  });
});

describe('a brought-forward row in the middle of the table', () => {
  it('is not the opening balance (Standard Bank computer-generated copy: one per statement page)', () => {
    const cols: Col[] = [DESC, { header: 'Debit', x: 330, right: true }, { header: 'Credit', x: 410, right: true }, { header: 'Date', x: 430 }, BALANCE];
    const doc = documentOf([
      tablePage(1, [], cols, [
        ['ELECTRONIC BANKING PAYMENT TO', '-92.71', '0.00', '20260222', '6,536,806.66'],
        ['ELECTRONIC BANKING PAYMENT FR', '0.00', '11,178.00', '20260226', '6,547,984.66'],
        ['BALANCE BROUGHT FORWARD', '0.00', '0.00', '20260228', '6,547,984.66'],
        ['SERVICE FEE', '-95.00', '0.00', '20260228', '6,547,889.66'],
      ]),
    ]);
    const s = parsePdfStatement(doc, { now: NOW, layouts: [] });
    expect(s.opening_balance_cents).toBe(653_689_937);
    expect(rowsOf(s).map((r) => r[3])).toEqual([653_680_666, 654_798_466, 654_788_966]);
  });
});

describe("Nedbank's statement enquiry", () => {
  // Date at x 12, descriptions from x 70 (well left of the centred "Transaction" header at 124),
  // a date and its description drawn in one run, and two-line descriptions centred on the date
  // line: one line above it, one below.
  const line = (y: number, ...parts: [number, string, boolean?][]) => parts.map(([x, text, right]) => item(text, right ? x - text.length * 5 : x, y));
  const doc = documentOf([
    {
      number: 1,
      width: 595,
      height: 842,
      items: [
        ...line(202, [27, 'Date'], [124, 'Transaction'], [284, 'Debit', true], [343, 'Credit', true], [406, 'Balance', true]),
        ...line(218, [12, '27/01/2020 Savings - 2656383935'], [341, '6,000.00', true], [409, '-18,316.52', true]),
        ...line(235, [12, '27/01/2020 LOTTO Plus 2 (29-01-2020)'], [280, '-160.00', true], [409, '-18,476.52', true]),
        ...line(251, [12, '31/01/2020 NSRI 071959'], [280, '-100.00', true], [409, '-18,576.52', true]),
        ...line(267, [70, 'ONBETAALDE']),
        ...line(274, [12, '01/02/2020'], [341, '100.00', true], [409, '-18,476.52', true]),
        ...line(280, [70, 'MAGNEETBAND ITEM']),
        ...line(297, [12, '03/02/2020 OORGEDRA'], [264, '0.00', true], [320, '0.00', true], [409, '-18,476.52', true]),
        ...line(313, [12, '03/02/2020 OORGEBRING'], [264, '0.00', true], [320, '0.00', true], [409, '-18,476.52', true]),
        ...line(329, [70, 'POWERBALL WINNINGS']),
        ...line(336, [12, '08/02/2020'], [341, '5.00', true], [409, '-18,471.52', true]),
        ...line(342, [70, '20200207']),
      ],
    },
  ]);

  it('splits a date from its description, and gives a centred description its line above', () => {
    const s = parsePdfStatement(doc, { now: NOW, layouts: [] });
    expect(rowsOf(s)).toEqual([
      ['2020-01-27', 'Savings - 2656383935', 600000, -1831652],
      ['2020-01-27', 'LOTTO Plus 2 (29-01-2020)', -16000, -1847652],
      ['2020-01-31', 'NSRI 071959', -10000, -1857652],
      ['2020-02-01', 'ONBETAALDE MAGNEETBAND ITEM', 10000, -1847652],
      ['2020-02-08', 'POWERBALL WINNINGS 20200207', 500, -1847152],
    ]);
  });
});

describe('a statement without transactions', () => {
  const quiet = (closing: string) =>
    documentOf([
      tablePage(1, ['Statement Period : 11 August 2022 to 11 November 2022', 'Opening Balance 75.00 Dr', `Closing Balance ${closing}`], [DATE, DESC, AMOUNT, BALANCE], [
        ['17 Sep', 'Schd Trxn No Av Bal Pmt To Mr K N', '0.00', '75.00'],
        ['17 Oct', 'Schd Trxn No Av Bal Pmt To Mr K N', '0.00', '75.00'],
      ]),
    ]);

  it('is read, with its balances and period, when the header proves nothing moved (a dormant FNB account)', () => {
    const s = parsePdfStatement(quiet('75.00 Dr'), { now: NOW, layouts: [] });
    expect([s.transactions.length, s.opening_balance_cents, s.closing_balance_cents, s.period_start, s.period_end]).toEqual([0, -7500, -7500, '2022-08-11', '2022-11-11']);
  });

  it('is refused when the opening and closing balances differ (rows are missing)', () => {
    expect(refusalOf(() => parsePdfStatement(quiet('80.00 Dr'), { now: NOW, layouts: [] })).code).toBe('balance_chain_broken');
  });
});

describe('a carried-forward row in the middle of the table', () => {
  it('is not the closing balance (Nedbank statement enquiry: one per page, its Debit and Credit 0.00)', () => {
    const cols: Col[] = [DATE, DESC, { header: 'Debit', x: 380, right: true }, { header: 'Credit', x: 460, right: true }, { header: 'Balance', x: 540, right: true }];
    const doc = documentOf([
      tablePage(1, [], cols, [
        ['01/12/2015', 'ATM CASH 5412820015371620', '-2,000.00', '', '12,347.00'],
        ['12/12/2015', 'CARRIED FORWARD', '0.00', '0.00', '12,347.00'],
        ['12/12/2015', 'BROUGHT FORWARD', '0.00', '0.00', '12,347.00'],
        ['17/12/2015', 'THANKS SWEETIE', '', '1,000.00', '13,347.00'],
      ]),
    ]);
    const s = parsePdfStatement(doc, { now: NOW, layouts: [] });
    expect([s.opening_balance_cents, s.closing_balance_cents, s.transactions.length]).toEqual([1_434_700, 1_334_700, 2]);
  });
});

describe('text that is not the table', () => {
  it('ignores a tilted stamp drawn across the rows', () => {
    const base = tablePage(1, [], [DATE, DESC, { header: 'Money In', x: 380, right: true }, { header: 'Money Out', x: 460, right: true }, BALANCE], [
      ['10/03/2026', 'Payment Fee', '', '-1.00', '220.21'],
      ['11/03/2026', 'Gautrain (Card 0797)', '', '-87.00', '133.21'],
    ]);
    const row = base.items.find((i) => i.str === 'Payment Fee')!;
    // "Branch: 470010" in the Money In column on the first row's baseline, drawn at 5 degrees.
    const stamp = { ...item('Branch: 470010', 310, row.y), rotated: true };
    const doc = documentOf([{ ...base, items: [...base.items, stamp] }]);
    const s = parsePdfStatement(doc, { now: NOW, layouts: [] });
    expect(rowsOf(s).map((r) => r[2])).toEqual([-100, -8700]);
  });

  it('reads a second header line that names one column (`Date` under `Transaction`) as that column', () => {
    const doc = documentOf([
      page(1, [
        [at(40, 'Posting Date'), at(115, 'Transaction'), at(185, 'Description'), ra(400, 'Money In (R)'), ra(480, 'Money Out (R)'), ra(560, 'Balance (R)')],
        [at(115, 'Date')],
        [at(40, '03/03/2026'), at(115, '28/02/2026'), at(185, 'Gautrain Gauteng (Card 0797)'), ra(480, '-65.00'), ra(560, '2 795.35')],
        [at(40, '03/03/2026'), at(115, '03/03/2026'), at(185, 'Live Better Round-up Transfer'), ra(480, '-6.53'), ra(560, '2 788.82')],
      ]),
    ]);
    const s = parsePdfStatement(doc, { now: NOW, layouts: [] });
    expect(rowsOf(s)).toEqual([
      ['2026-03-03', 'Gautrain Gauteng (Card 0797)', -6500, 279535],
      ['2026-03-03', 'Live Better Round-up Transfer', -653, 278882],
    ]);
  });
});

describe('header fields printed beside other columns', () => {
  const headerOf = (lines: Parameters<typeof page>[1]) => readHeader(groupLines(page(1, lines)), GENERIC_LAYOUTS[0]!);

  it('takes a label\'s value from the next item only, not the rest of the line (Standard Bank 3-month statement)', () => {
    const h = headerOf([
      [at(40, 'Account number:'), at(130, '07 146 565 0'), at(360, '051001')],
      [at(40, 'Account holder:'), at(130, 'DR. S POTTER'), at(480, '9 LUTGENS RD')],
    ]);
    expect([h.accountNumber, h.holderName]).toEqual(['07 146 565 0', 'DR. S POTTER']);
  });

  it('reads "From:" and "To:" on two lines with another column\'s words between them', () => {
    const h = headerOf([[at(40, 'STANDARD BANK'), at(450, 'From: 12 Nov 24')], [at(60, 'RONDEBOSCH'), at(470, 'To: 10 Feb 25')]]);
    expect([h.periodStart, h.periodEnd]).toEqual(['2024-11-12', '2025-02-10']);
  });

  it('skips the bank\'s own address block and a "Personal Details" heading for the holder (Capitec before 2021)', () => {
    const h = headerOf([
      [at(40, 'Capitec Bank Limited')],
      [at(40, '5 Neutron Road')],
      [at(40, 'Stellenbosch')],
      [at(40, '7600')],
      [],
      [at(40, 'Personal Details')],
      [at(40, 'Mr Willem J Botha'), at(380, 'Account Number:'), at(470, '1321593501')],
      [at(40, '243 Pieter Avenue')],
      [at(40, 'Centurion')],
      [at(40, '0157')],
    ]);
    expect([h.holderName, h.accountNumber]).toEqual(['Mr Willem J Botha', '1321593501']);
  });
});

describe('a description that starts under the date header\'s end', () => {
  it('is the description, after a date (FNB\'s Afrikaans statement prints its descriptions two points after the date header ends)', () => {
    const doc = documentOf([
      page(1, [
        [at(12, 'Transaction Date'), at(207, 'Beskrywing'), ra(462, 'Bedrag'), ra(545, 'Saldo')],
        [at(12, '15 Feb 2026'), at(72, 'POS Aankope Spar Barkly Oos'), ra(470, '733.97'), ra(545, '81,195.20')],
        [at(12, '16 Feb 2026'), at(72, 'Debiet Order Krediet ABSA Bank'), ra(476, '117,802.50Kt'), ra(545, '36,607.30Kt')],
      ]),
    ]);
    // The date header spans 12-92; the descriptions start at 72, under its end.
    const s = parsePdfStatement(doc, { now: NOW, layouts: [] });
    expect(rowsOf(s).map((r) => r[1])).toEqual(['POS Aankope Spar Barkly Oos', 'Debiet Order Krediet ABSA Bank']);
  });
});

describe('a summary box without the word total', () => {
  it('is read as the totals, whole lines only (Standard Bank\'s "Statement Summary")', () => {
    const summary = readSummary(groupLines(page(1, [[at(40, 'Statement Summary')], [at(40, 'Payments'), at(200, '-R560,653.82')], [at(40, 'Deposits'), at(200, 'R604,654.78')], [at(40, 'Payments received 12.00 and more')]])));
    expect([summary.totalDebitsCents, summary.totalCreditsCents]).toEqual([56_065_382, 60_465_478]);
  });
});

describe('a stamp drawn over the rows in a larger type', () => {
  it('is kept out of the descriptions (Capitec\'s branch stamp at 12 pt over 8 pt rows; here 16 over 10)', () => {
    const base = tablePage(1, [], [DATE, DESC, { header: 'Money In', x: 380, right: true }, { header: 'Money Out', x: 460, right: true }, BALANCE], [
      ['28/01/2020', 'Checkers Wierdapark (Card 6532)', '', '-396.47', '2 479.58'],
      ['28/01/2020', 'Payment Received: Nedbank Acc Transfer', '200.00', '', '2 679.58'],
    ]);
    const rows = base.items.filter((i) => i.str.startsWith('Checkers') || i.str.startsWith('Payment Received'));
    const stamps = rows.map((r, k) => item(k === 0 ? 'Branch: 470010' : 'Device: 9001', r.x + r.width - 4, r.y + 1, 16));
    const s = parsePdfStatement(documentOf([{ ...base, items: [...base.items, ...stamps] }]), { now: NOW, layouts: [] });
    expect(s.transactions.map((t) => t.description)).toEqual(['Checkers Wierdapark (Card 6532)', 'Payment Received: Nedbank Acc Transfer']);
  });
});
