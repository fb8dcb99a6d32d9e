/**
 * Every output of the labeller over every corpus line, pinned by one hash. Why: speed work on the
 * engine (issue 12) must not change a single label, confidence, source or review flag; this test
 * fails on any change. A change made on purpose (new rules, a retrained model) updates EXPECTED:
 * run `npx tsx bench/labelling-outputs.ts /tmp/before.tsv` before the change and again after it,
 * `diff` the two files to see exactly which lines moved, then paste the new hash this test prints.
 * The variants (a code reference, a worded reference) cover the reference path too.
 */
import { createHash } from 'node:crypto';
import { REVIEW_THRESHOLD } from './review.ts';
import { committedLabeller, corpusRecords } from '../../../test/helpers/labelling.ts';

/**
 * SHA-256 of the outputs below. First computed from the engine before the issue-12 speed work
 * (2026-11-23); moved since, on purpose, by: the income-evidence gate (5 lines: two card credits
 * become Refund, three bare generated credits transfers to review); the bank's own service fee
 * (4 bare FEE lines: same label, decided by the fee rule); the truncated-insurer-name rule
 * (truncatedPhrases, knowledge-base.ts): 20 lines (hand-written 1, held-out 9, real-world tuning 2,
 * train 8; no line of either test split), 13 changed label (all to the line's true label), 7 only
 * confidence/source; the CAFE / ANGLING trade words: 3 lines (tuning 2, Uncategorised -> Eating Out
 * and Sport; the frozen test split 1); round three (no-signal.test.ts): a card purchase naming
 * nothing sold is Uncategorised, traders with only a company suffix and card-machine prefixes before
 * a person's name are Uncategorised in the regenerated corpus and retrained model, a trade word
 * beats a one-word financial brand, family words / bare names / a given name and initial are
 * people, vehicle upkeep and Afrikaans trade words, more given names and surnames; a doctor's
 * title before an initial ("DR T PILLAY") and vehicle licensing offices (seen on persona lines);
 * then the generated no-signal spec was taken out again (it taught the model to answer
 * Uncategorised for truncated trade words such as "PARKI") in favour of the `noSignalTrader` rule,
 * the model retrained on the corpus as it was, and more chains (Mellins, Kodak Express, ...).
 * Session 10: confidences only (no label moved on any of 18,212 corpus lines) — the calibration is
 * fitted on the real-world tuning split's decisions as well as the generated validation slice.
 * Session 11: 3 labels moved on the named corpora (as-is lines; train 2: KONTANTONTTREKKINGSFOOI is
 * a Cash Withdrawal Fee by the Afrikaans fee-compound rule, as train.csv says; tuning 1: REFINERY,
 * a clothing chain from the name-suggestion-index import), plus confidences of the two decisions
 * that answer Uncategorised (now calibrated on real lines only, see train.ts REAL_ONLY_KEYS); with
 * the worded reference (SALARY RENT) 14 more train lines leave Rent for the fee or the grocer.
 * Then a brand glued to a collection word (MIWAYCOLLE: 2 tuning lines to Auto Insurance) and
 * DebiCheck's "DC DEBIT" (1 tuning line to Debit Order), and calibration refitted on those rules.
 * Session 12: fee subtypes (as-is lines): a declined purchase's or withdrawal's fee is a
 * Transaction Declined Fee whatever reason it gives (28 train, 2 TEST-2 lines from Insufficient
 * Funds or Cash Withdrawal Fee); UNPAID ITEM CHARGE and FEE cut to F/FE after grammar are the fee
 * (11 train lines from Returned Debit Order); grammar phrases' last word cut by the field width
 * (DEBIT INTER, NOTICE INTE: 11 train lines); calibration refitted. Then card refunds (PURCHASE,
 * CARD, POS REFUND) carry the card flag and malls, centres, boutiques are places of business, not
 * people (3 train Refunds, 4 train and 2 held-out lines left Bank Transfer); calibration refitted.
 * A cut two grammar phrases of different flags share is left out: 3 train transfers keep their
 * label, decided by the model instead of the person rule.
 * Session 13: independent shops' trade words and their field-width cuts (RESTAURA, GUESTHOUS,
 * TAILORS, VETERINARY CLINIC, TUCKSHOP, ...; as-is outputs: held-out 6, train 14, TEST-2 3; labels
 * moved: 5 held-out and 7 train lines, all to their true label, the rest confidence or source); a fee on a transaction ("Card Purchase Fee: <merchant>") is the bank's charge
 * and SASSA's wording (SOCPEN, state pension) is social security: no as-is line moved by either,
 * only worded-reference variants. Then trade words glued to a terminal's shop name
 * (THEGALLERYGUESTHOUS, EAGLEHARDWARE: 1 held-out and 1 tuning line to their true label, other
 * generated lines' source and confidence) and the unknown payer's credit (soft:softCredit)
 * calibrated on real lines only; calibration refitted. A deposit's fee beside a named payee is the
 * bank's plain charge only for betting and investment accounts (a shop's till takes cash deposits):
 * 20 worded-reference train variants back to Cash Deposit Fee.
 * 2026-11-23 (session 14): about 75 South African chains and institutions added to the knowledge
 * base (SUPERCUTS, FASTA, ZENEX, THEBEMED, ...); no as-is line of these corpora moved, the
 * retrained model's calibration moved confidences.
 * Then about 330 municipalities, medical schemes, insurers, lenders and colleges, about 330 chains,
 * apps and services with their cut and glued forms; SIZWE no longer names Sizwe Hosmed alone (a
 * first name), MAKOTI on a payment is a person (a family word) and LEWIS a first name; GAME STORE,
 * PEP CELL, CAPTAIN DOREGO, BOOTLEGGER and MOTHERLAND moved to what they sell. As-is lines moved:
 * held-out 2 (HUNGRYLION, NORMAN GOODFE), train 2 (GEORGE MUN, SIZWEHOSMED), all to their label.
 * 2026-11-24 (session 15): a knowledge-base phrase with AND also stands for itself without it ("&"
 * is a break); a card purchase at a credit furniture retailer is Home and Garden; a car-first
 * insurer's line naming home, life or funeral cover is that cover; TATTOO is Personal Care. One
 * train line moved (a "PAY & DISPLAY" parking line: model -> rule, same label, word-ref variant
 * Rent -> Parking).
 * Then 347 real lines joined the tuning split (the calibration is refitted on it: every confidence
 * moved) and the forms they showed became rules (Capitec's fee lines, Nedbank's masked card number,
 * one-word payment references, Afrikaans AFTREKORDER/DIENSOOREENKOMS, municipalities read as
 * people, ...). As-is labels moved on non-test corpora: held-out 8 (MOMO x4 -> Bank Transfer, four
 * MEAT / GENERAL DEALE lines -> Groceries), tuning 5 (CADY, BIZ x2 -> Bank Transfer, MVIA still
 * wrong), all to the true label but MVIA; no train line.
 * Then the rule kinds' confidences were calibrated towards their first run on those real lines
 * (train.ts, "Calibration on first runs"): confidences only, no label moved. A card purchase ending
 * in FEE is not the bank's fee line: two test-split lines decided by the model instead (same label).
 * 2026-11-25 (session 16): the rules read bank words glued into one token apart ("CASHDEPOSITFEE",
 * "INTERESTCAPITALISED"); the model still reads the line as trained. Standard Bank's Afrikaans
 * DEBIETOORPLASING / KREDIETOORPLASING are a payment and a payment received. As-is labels moved:
 * held-out 3 and train 20, all to their true label; tuning 1 (a farm company's KREDIETOORPLASING,
 * Uncategorised -> Bank Transfer); no test-split label moved.
 * Then a trade word cut by a field width at the end of a shop's name ("PLATSAK TAKEAW"): one
 * held-out and one tuning line to their true label, nothing else.
 * Then 12 real Capitec lines joined the tuning split with their first-run counts (the calibration
 * is refitted, every confidence moved; the validation slice now puts the model's Uncategorised
 * threshold at 0.2) and DISTROKID and coding tools are Subscriptions.
 * Then an employer's company word cut at the end of the payer's name (VALLEY CONSTRU, EBRAHIM
 * CONSUL) is employer evidence, not a person: four train and one held-out salary line to their label.
 * 2026-11-26 (session 17): a masked card number makes a debit a card purchase where the bank prints
 * no purchase word (twelve Standard Bank train lines and a held-out one from Bank Transfer to their
 * shop's label), a chain's initials before a site's name (AE, OK), vehicle makes (Transport; with
 * FINANCE cut, Auto Loan Repayment) and municipalities written LM/DM; the model's calibration map
 * pools blocks of fewer than 20 decisions.
 * Then bare settlement wording with nobody named beside it (Absa's "Digital Transf Cr Settlement")
 * is no Business Income, and a payroll channel is no evidence for Business Income; calibration
 * takes the first run of seven real Absa lines (rule:merchantGeneric 0.88 -> 0.78).
 * Then three Capitec own-account nicknames in the tuning split relabelled to the own-account
 * guideline (README): only the calibration moved (rule:person 0.717 -> 0.721).
 * Then a lender's word (LEND, LENDING) marks no person: one tuning line to Loan Disbursement.
 * 2026-11-27 (session 18): Capitec's "(Card 1234)" makes a debit a card purchase (two train lines
 * from Bank Transfer to their shop's label, a held-out line and two tuning lines from a model guess
 * to Uncategorised) and the model's transfer never overrides a card purchase; cuisine words, CAF,
 * ENTERTAINMENT, PEP HOME, a shopping centre's own till (Parking) and a municipality's vehicle
 * licence counter (Transport); 120 real Capitec lines join the tuning split and their first run
 * joins first-run.json, counted at most 10 lines per holder per kind: calibration refitted.
 * Then one of those lines relabelled to the corpus's convention (a commission is Salaries and
 * Wages, as in train.csv): only the calibration moved.
 * 2026-11-28: 26 real FNB business lines (Fortunematenda/bretune-accounting) join the tuning split
 * and first-run.json; the sending bank's glued tag (INVESTECPB) is a bank name, a credit's channel
 * CREDIT names no bank product, FNB's digital vouchers are online purchases.
 * 2026-11-29: 96 real Nedbank business lines (chiwarira/alpha-lpgas-new) join the tuning split and
 * first-run.json (calibration refitted); a street address as the reference and Nedbank's "<payer's
 * bank> <reference>" credit are transfers, a whole card number (Luhn) makes a purchase, a gateway
 * glued to the shop, a network's bundle by its size, money-transfer services.
 * 2026-11-30 (session 21): a bank word short of some vowels is read as the word ("OVRDRAFT",
 * "DCLINE", "INTREST", "KRDIETRENTE"): 25 train and 11 held-out lines to their label, nothing
 * worse; calibration refitted (rule:fee 0.993 -> 0.995, the model's map moved).
 * Then 80 real Discovery Bank lines (Sneakypoke/Budget) join the tuning split and first-run.json;
 * a credit whose reference opens with the account it came from ("From: 10480273315") is a
 * transfer, and school-fee words on a credit are a note (Bank Transfer): four of those lines,
 * nothing else; calibration refitted.
 * 2026-12-01 (session 22): 114 real Standard Bank business lines (IamFootprint/
 * businessmanagementsystem) join the tuning split and first-run.json; a detail the export prints
 * twice ("<detail> - <TYPE> <detail>") is read once, a card purchase's first named shop wins over
 * a place of the same rank after it (ENGEN SUN CITY), the unused-facility fee is an overdraft fee,
 * TRAFFIC DEPARTMENT and Adendorff; eight of those lines, no other corpus line; calibration refitted.
 * Then 27 real Nedbank (English and Afrikaans) and Capitec Business lines (Mindmaster9408/
 * LorencoAccountingS) join the tuning split and first-run.json; a debit order the grammar shows
 * (also Capitec's "Backdated S/Debit") stays Debit Order when the model answers Uncategorised: one
 * of those lines, no other corpus line; calibration refitted.
 * 2026-12-02 (session 23): a repayment coming in is a transfer, never a loan paid out or an
 * investment (two Discovery tuning lines), and "ACB CREDIT SALARY" no longer hides SALARY from the
 * knowledge base (one generated train line whose payer is a glued person's name to salary).
 * Then 61 real Standard Bank body-corporate lines (jono-tt/statement-converter-1) join the tuning
 * split and first-run.json: calibration refitted.
 * Then a unit's number is an address (UNIT 4 <complex>), a returned item's reason (NOT PROVIDED
 * FOR, PAYMENT STOPPED, ...) marks it returned, cash paid in under a depositor's name stays a cash
 * deposit, and lawn mowers and painters are Home and Garden: four of those lines, nothing else.
 */
/*
 * 2026-12-03: bottled gas (GAS, LPG) is a household purchase, gate-motor repairers and upkeep named
 * with MAINTENANCE are Home and Garden, a forecourt C-STORE is Fuel, estate agencies (SEEFF, RAWSON,
 * PAM GOLDING, ...) are paid rent, Standard Bank's "SB CARD" debit is its credit card, Discovery's
 * INSURECASH is a refund; the model retrained: fourteen tuning lines right, no other label moved.
 */
/*
 * 2026-12-03 (second change): labour-hire, staffing and farming words say a payer is an employer, gig
 * and freelance platforms' payouts (Uber South Africa, Sixty60 and Mr D drivers, SweepSouth,
 * Payoneer, Upwork) are Business Income, the letters of a payout code are no title and surname (a
 * name can be said), VIRGIN ACT is Virgin Active cut short; 7 real Absa lines joined the tuning
 * split and the model was retrained.
 */
/*
 * 2026-12-04: a given name alone as a payment's payer is a person ("Payment Received: Precious
 * Payment"), and wages paid out are a transfer ("Tinashe - wages"); the model retrained: one tuning
 * line right, no other label moved.
 */
/*
 * 2026-12-06: 326 real lines joined the tuning split (real-world.csv, so the hash covers them) and
 * their first-run counts joined first-run.json, which recalibrates the rule kinds; the model retrained.
 */
/*
 * 2026-12-06, fixes from that batch's misses (bank-wording.test.ts): Standard Bank's and Nedbank's
 * "##" charge mark, FNB's collection-attempt fee and POS cash, investment interest, a generic
 * "insurance premium" outranked by the insurer's name, SAVE in a card purchase, a transfer's note
 * not a loan paid out, and brands (LIBLIFE, ZESTLIFE, MOMMEDSCH, INTASURE, PERSLN, M-CHOICE, CLTX,
 * RTMC, Bank Your Change, Instant Money): 37 tuning lines and 1 line of the frozen TEST split changed
 * label; no label of train.csv or heldout.csv moved except under the worded "SALARY RENT" reference
 * variant (14 lines: a bare INSURANCE PREMIUM now yields to RENT, as any generic phrase does); the
 * retrained calibration moved most confidences.
 *
 * 2026-12-07 (session 28): train.ts now passes the tuning split's bank category when it calibrates,
 * as the product does, so Capitec's category decisions have a calibrated confidence of their own;
 * and a debit repayment that names nothing but a loan is a loan repayment. No label of any corpus
 * file moved; confidences of the recalibrated kinds did.
 *
 * 2026-12-08 (session 29): a clock time glued to a word is dropped (Standard Bank's card lines),
 * a lone letter leading a grammar phrase yields to a longer one at the next word ("S" + "DEBIT CARD
 * PURCHASE"), a known given name alone with an income note on a personal channel is a transfer,
 * "ELECTRONIC PAYMENT RECEIVED" is channel wording, a month is no given name ("STIPEND JAN") and
 * CERAMIC is a home trade word. As-is labels moved on 4 lines (heldout.csv 2: one right, one wrong; real-world.csv 1,
 * now right; train.csv 1, now right), the same 4 under the code reference, and none of the test
 * splits; under the worded "SALARY RENT" reference 23 (person-named credits now transfers, and
 * one-word payers after the channel wording no longer counted as two words). Then a known given
 * name or surname alone beside a note (salary, rent, pension, loan, electricity, ...) is a person
 * either way (people.ts PERSONAL_NOTE_WORDS): no as-is label of any corpus moved, 8 under the worded
 * reference (all to Bank Transfer); the recalibration moved confidences.
 *
 * 2026-12-09 (session 30): trade words from a checklist of kinds of shop (TOAST, SEAFOOD, VETKOEK,
 * WHISKY, RUSKS, FENCING, SURF, FABRICS, ...), payment notes whose longer phrase beats a word of
 * another trade (LIFT CLUB, SCHOOL UNIFORM, STUDENT ACCOMMODATION), meal notes beside a person's
 * name, and cuts that start English words of other meanings kept out. As-is labels moved on 13
 * lines, the same 13 under the code reference: heldout.csv 1 (now right), real-world.csv 7 (6 now
 * right, 1 wrong before and after), the test splits 5 (all now right); the retrained model moved
 * confidences. Then a person paid for work on a home keeps Home and Garden (PERSON_KEEPS_DEBIT):
 * one as-is label moved (real-world.csv, now right), the same under the code reference. Then
 * what a debit order's collector is from its name (WIRELESS, WEB HOSTING, MED SCHEME, church funds,
 * PROPERTIES, COUNTRY CLUB, MICRO LENDERS, VEHICLE TRACKING): two as-is labels moved (real-world.csv
 * 1 and TEST-2 1, both now right), the same under the code reference; the retrained model moved
 * confidences. Then a knowledge-base phrase printed without spaces ("DISCOVERYHEALTH",
 * "SANLAMLIFE") stands for the phrase, a claim paid in is a refund (UIF's benefit claims stay UIF)
 * and an invoice paid in is no salary: as-is labels moved on 15 lines (heldout.csv 9, train.csv 6,
 * all now right), the same under the code reference, 83 under the worded reference (79 now right,
 * 4 wrong before and after); none of the test splits. Then a priority-2 phrase's last word cut
 * by the field width ("SOCIAL DEVELOPME", "SBSA HOMELOA", "INVESTEC SECURIT") stands for the
 * phrase: as-is labels moved on 23 lines (heldout.csv 8, train.csv 14, TEST-2 1, all now right),
 * the same under the code reference; 77 under the worded reference (74 now right; 3 SASSA and
 * Social Development credits whose "SALARY RENT" reference now reads as salary).
 *
 * 2026-12-10 (session 31): a debit order to a service at home keeps the service's label (no output
 * moved). A salary word never makes a benefit fund's, a pension fund's or a lender's credit salary,
 * and a loyalty, referral or sign-up bonus is a reward: no as-is or code-reference label moved; 511
 * under the worded reference "SALARY RENT" (Salaries and Wages to Loan Disbursement 144, Pension
 * 144, Social Security Income 136, UIF 87; 510 now the line's gold label, 1 TEST-2 line wrong
 * before and after). Then the payers of grants, pensions and stipends from a checklist (SOCIAL SEC,
 * GOVT GRANT, FOSTER CARE, UMBRELLA FUND, SUPERFUND, EPWP, COMPENSATION FUND, ROAD ACCIDENT FUND):
 * one heldout.csv line moved, now right, under all three references. Then the model's UIF needs
 * the fund's words on the line (a department's credit is no evidence): one train.csv line moved
 * ("ACB CREDIT DEPT OF L ...", the Department of Labour cut to one letter, now a transfer to review;
 * was right), the same under the code reference. Then a salary word no longer makes the revenue
 * service's, a betting site's or the holder's own savings' credit salary: 292 lines moved under the
 * worded reference only (to Savings Transfer 120, Gambling 104, SARS 68; 289 now the line's gold
 * label, 3 wrong before and after, of which 2 TEST-2). Then a salary word only the reference
 * carries never turns a credit the description shows is no wage into salary (interest, winnings,
 * a loan): 57 lines moved under the worded reference only (53 now the line's gold label, 4 wrong
 * before and after, of which 1 TEST-2).
 *
 * 2026-12-11 (session 32): Absa's SETTLEMENT between the entry's type and the sending bank is the
 * bank's layout, and the BANK of a bank's name in the grammar is no company word (rules.ts
 * settlementIsLayout, people.ts companyWordOutsidePhrases). No as-is label of any corpus moved; 24
 * lines moved under the worded reference only, all from Salaries and Wages or Refund to Bank
 * Transfer (21 now the line's gold label, 2 TEST lines wrong before and after, 1 tuning line right by
 * chance: "Ibank Payment From Pb Rewards Absa Bank ...", a miss as-is).
 *
 * Then the tuning split grew by 80 lines (a Standard Bank business account), and from its first
 * run's misses: a disputed debit order's fee is a plain charge, an overdraft's LIMIT is the facility
 * (Overdraft Fee) unless the line says it was exceeded, Standard Bank's DEBIT TRANSFER is a
 * collection, a shop word before a financial one names no shop ("CLUB STOKVEL", "EMERGENCY FUND
 * SAVINGS": shopOverBrand reads only a trade word after the brand), STOKFELA and STOCKVEL spellings.
 * 51 lines moved, every one to its gold label except 6 of the first test split's (3 lines under
 * 2 references), wrong before and after (heldout 24, tuning 12, TEST 7, TEST-2 2).
 *
 * 2026-12-12 (session 33): no word of the bank's grammar is a company word (FUND of "FUND
 * TRANSFER", SERVICE of a service agreement, not only BANK: people.ts companyWordOutsidePhrases); a
 * one-word bank's name after Absa's SETTLEMENT is the sending bank (rules.ts settlementIsLayout);
 * a note that is also a sector word (FOOD), alone among the free words, is no employer
 * (people.ts employerEvidence). One held-out line moved under two references (Education to Bank
 * Transfer, gold a telephone bill: wrong before and after); the model retrained.
 *
 * Then an asset's word alone on a credit (BITCOIN, CRYPTO) is the sender's note on a transfer
 * (knowledge-base.ts), and the model's fee label is not taken on a line the grammar shows to be a
 * payment, debit order or purchase with no fee wording or mark (index.ts feeOnAPayment); INSUFF
 * and INSUF read as INSUFFICIENT. 13 lines moved as-is or under a code reference: 5 tuning lines to
 * gold (4 Absa crypto notes, a NETCASH service agreement), 4 tuning lines from a wrong fee to
 * another wrong label, 4 generated training lines off their fee gold (field cuts such as "PROF OF
 * PAYMT SMS", "DEBIT CARD POS").
 *
 * Then a debit of no bank wording that ends in a town is a card purchase (index.ts endsInTown):
 * 2 tuning lines moved as-is and under a code reference, Bank Transfer to Uncategorised (1 now
 * its gold, 1 wrong before and after).
 *
 * Then the session's review: a month that is also a name (JAN, APRIL) is the payer when nothing
 * else is (people.ts soleFreeWord), words of what a bank charges for (NOTIFICATION, SMS, ADMIN,
 * COMMISSION) keep a fee row a fee (index.ts feeOnAPayment), an exchange outranks the asset's word
 * (BITCOIN now priority 1), a town that is also a name is no trailer. 2 generated training lines
 * back to their fee gold ("PROF OF PAYMT SMS"), 1 under the worded reference off its gold; the
 * model retrained (calibration only: no label moved).
 *
 * 2026-12-13 (session 34): a payment or credit (not transfer wording) whose payee's free words hold
 * a company word (rules.ts soft fallback, people.ts namesCompany) is Uncategorised, not a transfer
 * (soft:softCompany); SEKURITEIT a company word; ORMS a named electronics retailer and the
 * hand-written "Orms Pty Ltd" payment's gold corrected to it (so the model retrained on it).
 * The rule moved 6 tuning lines to gold and none off it (1 from one wrong label to another); the
 * retrained model moved a few model-decided lines both ways (5 generated held-out lines to gold, 1
 * off; 1 tuning line to gold, 4 off: bare unknown words and a firm's name read as a transfer, a
 * bank's short name as a loan).
 *
 * Then a debit that shows a web address ("cloud.co.za", "bookwore.com"; not an e-mail address) is
 * an online purchase (index.ts webAddressShown), and the payer's-bank transfer rule leaves it: 2
 * tuning lines moved as-is and under a code reference (1 to gold, 1 from Bank Transfer to Online
 * Purchase where the gold is Subscriptions); the model retrained (calibration only).
 *
 * Then the session's review: a two-letter company word (CC, CO, BK) counts only as the payee's
 * last free word, a family or own-account word (GOGO, MY, MAIN) makes the payee a person or the
 * holder, BANK, FUND, TRUST and GROUP alone show no business, the model names a company payee's
 * trade only above the review threshold, web addresses with subdomains count and mailbox domains
 * (gmail.com) do not. 1 test line moved as-is and under a code reference, wrong before and after;
 * no other output moved; the retrained model is byte-identical.
 *
 * 2026-12-14 (session 35): the model's weights are the average of five trainings in five orders of
 * the lines (train.ts train), not one: no rule changed. Model-decided lines moved both ways, as
 * any retraining moves them: generated held-out 34 lines to gold and 24 off, tuning 6 to gold and
 * 9 off, training 5 to gold; test splits (counted only) 2 to and 2 from gold, and 9 to and 4 from.
 * Then a bank's fee wording without FEE ("EFT ADMIN", "PAYMENT NOTIFICATION SMS", "INTERNATIONAL
 * COMMISSION") is grammar, no longer left to the model; and the model's label over a soft
 * transfer to a nickname ("Rainy Day Fund") stands only above the review threshold: no output moved.
 *
 * 2026-12-15 (session 36): 60 real lines joined the tuning split (Bank Zero, Discovery Bank and
 * Nedbank) with their first-run counts, which the calibration reads: confidences moved; one tuning
 * line's label moved off gold ("Payment Received: Dairy Corporation ...", the model's salary now
 * under the review threshold, so the company payer's soft label stands). No other label moved.
 * Then an account at a bank named with no channel word ("<initials> FNB Acc") is a transfer either
 * way: the batch's 2 such lines (5 outputs) to gold, from a cash fee and a loan paid out; no other output moved.
 * 2026-12-16: Discovery's "Vitality Money Premium" is the bank's fee (grammar): the tuning line's 3
 * outputs and 3 of TEST-2's to gold, from General Insurance and Rent; the retrained model's
 * confidences moved, no other label. Connectors beside an account note (AAN, VAN, FR): no output moved.
 * Then "Capitec Pay Payment: <merchant>" is a checkout at a business (grammar, from Capitec's and the
 * gateways' documentation): an unknown merchant is Uncategorised under review, not a person's
 * transfer. 6 outputs moved: the tuning line's code-ref variant to gold (its as-is variant to Online
 * Purchase, PAYFAST in its reference), 2 TEST-2 outputs off gold (Bank Transfer there), 2 TEST outputs wrong to wrong.
 * Then 56 real FNB lines (carmenneldev/FP) joined the tuning split with their first-run counts: their
 * outputs added; the calibration read the counts, so confidences moved; no earlier output's label moved.
 * Then FNB's "Byc Debit" (Bank Your Change) is savings, "Pay At Zapper" the card-machine provider and
 * ACSA parking: the batch's 3 lines (8 outputs) to gold, no other output moved.
 * Review: ACSA is generic (a shop, lease or levy named beside it decides), so the ACSA line's RENT-reference
 * variant reads Rent; one batch line's phone number re-anonymised apart from another's.
 * 2026-12-17 (session 38): the model names SARS or Tax Payment only where the revenue service is on
 * the line: no output moved. Then PPS is a group of several products (a bare debit order to it is
 * Debit Order; the generator's life insurer is "PPS LIFE", so 11 generated lines changed and the
 * model was retrained): 115 real-world outputs moved (66 tuning, 16 TEST, 33 TEST-2), nearly all
 * model-decided lines whose scores the retrain moved; with the old model only the tuning PPS line moved.
 * Then the lines of three sources whose owners restrict our use left the corpus (sthwalo/acc, 80
 * tuning lines; MrViincciLeRoy/ls-web and DNRessay/C-Lab, 59 TEST-2 lines): their outputs went and
 * the calibration, refitted on the smaller tuning split, moved confidences; no remaining label moved.
 * Then the model names salary from a business's name only with a payroll run, a pay word (SAL and
 * SALA, cuts of SALARY, now among them) or an employer named outright, not from a sector word or a
 * company suffix: 3 tuning lines (6 outputs: the two VHH GROUP credits off salary, a Dairy
 * Corporation credit from one wrong label to another) and 4 generated training outputs moved; APP
 * STORE is Apple's (so "... App Store Card" is no store card). Then 32 real FNB lines
 * (otobasex/bxs-finance) joined the tuning split with their first-run counts: their outputs added,
 * the calibration refitted, no earlier label moved.
 * Review: the revenue service's cut names ("SOUTH A", "SOUTH AFRICAN RE") and glued ones ("PAYSARS")
 * count, the country's whole name does not; PAY leading the line is the holder's instruction; brands
 * that pay customers back are no named employers; PPS LIFE and PPSLIFE are PPS's life cover (1
 * held-out output to gold); three names and a phone number in the new batch re-anonymised.
 * 2026-12-18: the model's Gambling and Loan Disbursement need the trade's words or a business of the
 * trade named, whole, cut or respelled (evidence.ts: "PORT ELIZABET" is no bet, "FILM AFRIKA" no
 * loan); money in from a business the model's income label is refused on is Uncategorised, not a
 * transfer (5 tuning lines to gold, 4 generated training lines lost: "10BT", "PREMIER" cut mid-line);
 * the model retrained, its calibration refitted.
 * Then: a payment in from a business by its sector's word ("GATE MOTOR", "McCloud Media") is
 * Uncategorised as one by its company word already was (people.ts namesABusiness; 2 tuning lines to
 * gold); TECHNOLOGY an employer word; the model retrained.
 * Then: a chain's last word cut to a few letters at the end of a card terminal's name that fills a
 * bank's name field ("C*THE CRAZY S") is the chain (rules.ts brandCutAtEnd; 2 tuning lines to gold,
 * "C*SWELLENDAM M" now the municipality, gold Uncategorised); the model retrained.
 * Review: only shops' names are read from a cut to a few letters, in a name of exactly 13 or 14
 * characters (the municipality back to Uncategorised, gold); a betting name cut before the bank's
 * own wording and a name's spellings with one skeleton count; employer words that are places or
 * surnames ("NOMSA CAPE TOWN", "J POWER") no longer make a person a business; the model retrained.
 * 2026-12-19 (session 40): 34 real lines joined the tuning split with their first run in
 * first-run.json; the calibration moved with them (no label moved on any corpus line). Afrikaans
 * insurance products in two words (KAR VERSEKERING: Auto Insurance); the model retrained.
 * Review: a chain's own shop needs four letters and a true cut, a grammar cut gives way only to a
 * shop's name; a hand-written Old Mutual debit order with no product named is Debit Order (the
 * issue's rule); the corpus regenerated and the model retrained.
 *
 * Session 41 (2026-12-20): a medical scheme's or a short-term insurer's credit is money back
 * (Refund: a claim or premiums paid back, on any channel), DISC MEMB is Discovery Health's member
 * claim and OUTBONUS OUTsurance's premiums back; MEDICAL AID beside a person's name is a note. One
 * tuning line fixed (the Disc Memb claim); the model retrained. An audit of hand-written.csv
 * against the issue's rules: a Discovery premium with no product named is Debit Order, an unknown
 * general trader Uncategorised, a photography business's credit Uncategorised; initials before a
 * trade a business is named for (HR PHOTOGRAPHY) are no person. Corpus regenerated, model retrained.
 * Two tuning misses named (Tenacity Financial Services, a debt collector; West Pack Lifestyle); one
 * real Standard Bank line joined the tuning split (its first-run count alone: the batch's other lines
 * came from the test splits' holders); the model retrained.
 *
 * Session 42 (2026-11-25): a third checklist of trade words (English and Afrikaans), online
 * services, charities and chains in the knowledge base. As-is labels moved: 6 tuning lines, each
 * from Uncategorised to its gold label (bearings, a distributor twice, PythonAnywhere, trails,
 * autoworks), and 2 lines of the frozen TEST split from Uncategorised to Home and Garden (wrong
 * before and after); no generated line's label; worded-reference variants of donations to
 * Donation; the model retrained (calibration only). Then probes of the issue's classes in the
 * banks' layouts: no phrase across Standard Bank's " - ", IMMEDIATE PAYMENT RECEIVED, FAILED
 * TRANSACTION and CASHBACK FEE (no corpus output moved); PAYU is a gateway and HYPHEN alone a
 * collector (priority 1), and an entry type's CARD names no product: one generated debit order
 * ("Debit Order - Payu") to its gold Debit Order, worded-reference variants of two Hyphen lines to
 * Rent; the retrained model byte-identical. Then a newcomer's review: the farmers' co-operatives,
 * bare AGRI and VARSITY and names that are also surnames or suburbs left the knowledge base (the 2
 * TEST lines back to Uncategorised), PAYU settles as Business Income (one generated credit to its
 * gold), a lender's line needs an insurance word after an asset word and no loan word to be cover;
 * the retrained model byte-identical.
 *
 * Session 43 (2026-11-25, landed by session 44): common given names, money paid back and words
 * typed one letter wrong; tuning +2 lines, no test line moved; the model's calibration refitted.
 * Session 44: a named payee freed from the reference code a bank's field glued to it
 * ("GREENPEACEGPAN002337", "VIRGIN ACTX25619557"): 2 tuning lines from Bank Transfer to their gold
 * (Donation, Sport), with their code-reference variants, and 5 worded-reference variants ("SALARY
 * RENT") from Rent to the payee their glued name continues ("King Priceref61047382", "Prime
 * Videoctr7248983"); nothing else moved. The model retrained: calibration only (soft rules 0.544 ->
 * 0.548, the model's map), no label moved. Then a name a card descriptor's star cut at a prefix
 * length made whole ("Takealo*t"): 3 tuning lines from Uncategorised to their gold Online Purchase,
 * with their reference variants; nothing else moved. The model retrained: calibration only, no label
 * moved. Then a newcomer's review of the glued-code reading: it read surnames, towns and words that
 * merely end like a brand and a code as the brand, freed names after clock times and masked card
 * numbers, made income on credits and overrode a person's reading ("MR DUBE0821234567" as MR D).
 * Now a debit only, a reference of four digits or more, the name ending at a name field's width
 * (Standard Bank's ten characters) and never over a person's reading: the 3 worded-reference
 * variants that had moved from Rent to their glued payee (not at the field's width) went back.
 *
 * Session 45: speed work (one decision object per rule class, the scan's marks cleared by a loop,
 * the bank-word cache asked first, one set of personal names, the settlement check only where a
 * settlement word was read): every output byte-identical. Then a newcomer's 3,440 lines of its own:
 * interest paid into one's own savings product, a lender named on a debit order, Afrikaans product
 * words glued to their noun, a product after INSURE, a failed debit order's fee however worded, an
 * ATM's fee for no cash, a surname and initials as a person, Absa's SETTLEMENT after CR or DT as
 * layout (later taken back), a trade in the payer's name as an employer (later taken back), CHILD
 * MAINTENANCE and ONDERHOUD paid out as the child's (ONDERHOUD later taken back). Labels moved: 1 TEST-2 line (a fee of an ATM that paid no cash, to its gold) with its
 * two reference variants; worded-reference variants of two held-out child-maintenance payments
 * (Rent -> Children and Dependents), of a real payer with a trade in its name (Bank Transfer ->
 * Salaries and Wages: its reference says SALARY) and of a generated "WAGES SIPHO J" (Salaries and
 * Wages -> Bank Transfer: a person). The model retrained: calibration only (the model's map).
 * Then one's own accounts under their nicknames (a savings pot named for its purpose is savings; an
 * own account named SALARY or BONUS pays no income): worded-reference variants only, 24 own-account
 * transfers with the reference "SALARY RENT" from Salaries and Wages to Bank Transfer (3 of them on
 * the test splits' lines, unscored); no line as written moved. The model retrained: calibration only.
 * Then a second review (a helper's 751 lines aimed at each new rule's edges) found over-reach, and
 * the session narrowed or took back: Absa's SETTLEMENT as layout and a trade in the payer's name as
 * an employer taken back; interest only where nothing says capital came back; a surname and
 * initials only with nothing but bank wording before and notes after; own-account wording needs
 * TRANSFER FROM; only a cover's word replaces a bare INSURE; MAINTENANCE PAYMENT and ONDERHOUD left
 * as they were. The end state against the session's start: the TEST-2 ATM fee line and its two
 * reference variants; 19 worded-reference variants of own-account transfers (salary -> Bank
 * Transfer) and 2 of child maintenance paid out (Rent -> Children and Dependents); no other line moved.
 *
 * Session 46: an employer named before its pay word, its last word a company word in a phrase of
 * the knowledge base (HOSPITAL, LANDSCAPING) or cut by the field width before the pay word or the
 * bank's wording (ATTORN, HOSPITALI), and trades in the plural as company words (TEXTILES,
 * COURIERS): no line as written moved; 7 worded-reference variants ("SALARY RENT") did: 5 to
 * Salaries and Wages from a business whose name ends in a company word or its cut (4 generated
 * lines whose gold is salary, one tuning line's business), 1 unscored TEST line's variant, and a
 * tuning line's "SAVING GRACE EDUCATI" variant to Savings Transfer as the line as written reads. The
 * model retrained: byte-identical. Then Afrikaans months as dates (no output moved), and money from
 * a name and its initials beside an income note, known to the name lists or not, or from unknown
 * words beside PENSION as a note, is a transfer (off payroll runs, settlements and refunds; not
 * where a code glues letters to digits): 1 unscored TEST line's worded-reference variant moved;
 * the model retrained: byte-identical. Then refund wordings (credit notes, goodwill credits, card
 * disputes settled; no output moved), FNB's Afrikaans MAGTAPE KREDIET as a payroll run and more
 * places of work in English and Afrikaans as company words (LANDGOED, KOOPERASIE, ABATTOIR): 1
 * unscored TEST line's worded-reference variant moved; the model retrained: byte-identical. Then
 * an annuity as a pension over its house (no output moved), and money in from a lender's business
 * (LOANS, LENDERS, MICRO FINANCE) or a facility drawn (CREDIT FACILITY, LENING UITBETALING, LOAN
 * PAYOUT) as a loan paid out: 4 generated lines' worded-reference variants to their gold (Loan
 * Disbursement); the model retrained: byte-identical. Then an Afrikaans shop's own words, apart
 * (KROEG, TABAK, SPORTWINKEL, VLEISHANDEL, PANEELKLOPPERS, DOKTERSPRAKTYK, TEETUIN, ...) or glued to
 * its name (KAROOSLAGHUIS, BOLANDKWEKERY): 1 generated line's worded-reference variant to its gold
 * ("OLWETHUDRANKWINKEL", Alcohol); the model retrained: byte-identical. Then a review aimed 809
 * lines at the new rules' edges, and the session narrowed them: trades' cuts that are words or
 * surnames (NURSE, FISHER, PACKER, JEWELL, MERCH, ...) name no employer; VERVOER is a note's word
 * like TRANSPORT; PAY is a pay word only after NET or STAFF; PENSION beside two unknown words is a
 * fund's again (only beside a name and its initials is it a note); PROVIDENT and PRESERVATION no
 * company words (a fund's stem keeps PENSION a fund's); a debit order disputed and credited back
 * stays a returned debit order; RETURN CREDIT and GOODWILL PAYMENT out; ANN, LA or JAARGELD only
 * right after an insurer's, a house's or a fund's name; LOAN PAYOUT, LENING UITBETALING and CREDIT
 * FACILITY out (a facility drawn stays, money in only); HENGEL out. Against the session's start:
 * worded-reference variants only (4 generated salaries whose employer's name ends cut, CONSUL,
 * CONSTRU, ENGINEE, and 1 generated Afrikaans shop to their gold; 2 tuning lines wrong to wrong; 3
 * unscored TEST lines); the model retrained: byte-identical.
 *
 * Session 47: 738 Zulu given names (57) and surnames (681) the name lists lacked, from Faker's
 * zu_ZA provider (sa-names.ts): one tuning line's worded-reference variant moved to its gold
 * ("Payment Received: Wanda Transfer", salary -> Bank Transfer); the model retrained: its weights
 * byte-identical, the calibration's isotonic map of the model's probability refitted slightly, so
 * 544 outputs' confidences moved by 0.001 (at most 0.086 on that line) and none crossed the review
 * threshold. Then money paid in printed as the payer's own reference (no bank wording, or only the
 * sending bank's tag, glued or not) whose words name a person beside a pay note is a transfer; a
 * given name before a particle and a surname names a person (JOHAN VAN WYK); cover sold on credit
 * (CREDIT LIFE, CREDIT PROTECTION) and Afrikaans covers (HUISHOUDELIK, HUISEIENAARS, HOSPITAALPLAN,
 * ONGESKIKTHEID) name their product: no line as written moved; 7 worded-reference variants did (5
 * to their gold, salary -> Bank Transfer; a generated loan paid out's variant away from its gold
 * and a pension fund's wrong to wrong, both to Bank Transfer; no TEST line); the model retrained: weights byte-identical, the
 * calibration refitted (rule:person 0.866, soft 0.546, the model's map), 3,668 confidences moved by
 * at most 0.004 and 8 model outputs at 0.800 fell to 0.799, under the review threshold.
 *
 * Session 48: an institution after the receiving bank's name on a payment (a company word, a
 * municipality however cut, a known payee with no person's name beside it) is the payee, not a
 * person; a municipality's short suffix (MUN, MUNI, LM, DM) ends its name: 6 outputs moved, 3
 * lines and their code-reference variants (a generated funeral cover's line to its gold, "CAPITEC
 * FUNER"; "Payment To FNB Funera Premium" and a tuning line's "ABSA BANK Property Sense" wrong to
 * wrong); the model retrained: weights
 * byte-identical, the calibration refitted (rule:merchantGeneric 0.772 -> 0.770, soft 0.547, the
 * model's map): 3,760 confidences moved, 42 across the review threshold, all model outputs. A
 * private payer's note before the payee's name moved nothing. A bank's own card or loan named for
 * every bank (ABSA CARD, NEDLOAN; a card purchase's wording after the bank's name stays the
 * purchase's): 11 outputs moved, 8 of 3 generated lines to their gold (AFRICAN BANK CREDI,
 * FNBPLOAN) and a TEST-2 line's 3 variants; the model retrained: weights byte-identical, the
 * model's calibration map refitted, 744 confidences moved, 23 across the review threshold. Absa's
 * SETTLEMENT after a credit's entry type, and beside a person's name, moved nothing. An unpaid
 * debit order's fee given back is a refund and a stop request's fee a plain charge ("FEE: STOP
 * PAYMENT"; an unpaid stop order stays money short): a generated line's 3 outputs to their gold;
 * the model retrained, weights and calibration identical. Lenders and payment distribution
 * agencies added to the knowledge base moved nothing. A transfer to an account the holder names by
 * its kind ("Transfer To Primary", "INTER ACC TRANSFER", "... Settlement Joint Acc") is a transfer,
 * and Absa's SETTLEMENT after a debit's entry type is its layout too: no label moved, 90 outputs'
 * source moved from the model to the rule ("CURRENT ACCOUNT" transfers); the model retrained:
 * weights byte-identical, the calibration refitted (rule:person 0.867, the model's map), 6,962
 * confidences moved, 36 across the review threshold. Cash paid in over a counter, and a
 * retailer's phone contract or cover named after it, moved nothing. A thing hired before RENTAL
 * ("SPEEDPOINT RENTAL") is a debit order, not rent: a tuning line's 3 outputs wrong to wrong
 * ("Toilet Rental - PAYSHAP PAYMENT TO Toilet Rental", gold Bank Transfer: Rent -> Debit Order);
 * the model retrained, weights and calibration identical. Maintenance the Department of Justice
 * pays out moved nothing. INVESTMENTS after an unknown word is a trading name: 9 outputs moved, 2
 * generated salaries from "<name> Investments" firms to their gold, a third wrong to wrong, and a
 * generated line naming SANLAM misspelt ("Snlam Investments") away from its gold; the model
 * retrained, weights and calibration identical. A review of the session's rules held them back
 * where they overreached (a bank's card beside a shop is the purchase; a fee word must be the fee
 * given back; MONEY MARKET is a counter only beside a retailer; LM after a full name is initials):
 * 4 worded-reference outputs moved, 1 to its gold and 3 of a card paid whose reference words
 * ("SALARY RENT") now read as a shop after the card (2 tuning lines' away, a TEST-2 line's); the
 * model retrained: weights byte-identical, the model's map refitted, 2,891 confidences moved, 1
 * across the review threshold. Session 51's chains (MIMMOS, CHIPPIES, ANAT, JUAN VALDEZ, GREEN
 * CROSS, MINISO, DAISO): a tuning line's 3 outputs to their gold ("ANAT MALL OF AFRICA KEW":
 * Clothing and Rent -> Eating Out); the model retrained: weights byte-identical, the low end of
 * the model's map refitted (0.258 -> 0.267), 254 confidences moved, 2 across the review threshold.
 * Session 52: the generator lays about half its Absa lines out as Absa prints them (SETTLEMENT
 * after the entry's type, the sending bank's name, "CARD NO. 5444", "(EFFEC ...)"): 597 generated
 * lines' text changed (their 1,791 outputs are of new lines), every other line is as it was; Absa's
 * SETTLEMENT after an entry's type is layout before a business's name too, and a municipality's
 * name ending a card purchase is the till's town. Of the outputs of unchanged lines, the tuning
 * split's 17 to their gold, 8 away, 16 wrong to wrong; the generated held-out file's 20 to, 20
 * away, 41 wrong to wrong; the training file's 14 to, 2 away; the model retrained on the new corpus
 * (its thresholds refitted: uncategorised 0 -> 0.15), 7,290 confidences moved, 163 across the
 * review threshold. Session 53: a salary word only in the reference of a credit whose description
 * names no one but a bank (the sending bank's tag) is the holder's own money from that bank: 14
 * worded-reference outputs ("SALARY RENT") moved from Salaries and Wages to Bank Transfer, the gold
 * of the 12 tuning and training lines among them (2 are TEST-2's); no line as written moved.
 * Session 55: a private person paying the holder back is a transfer, not a refund: 5 outputs moved
 * from Refund to Bank Transfer, all to their gold (a training line as written, "Deposit From Refund
 * N Ndlvu", under its three references; a tuning line's two worded references, "Refund pillay",
 * whose own reference names the account it came from). Upkeep beside the thing kept up and the
 * Afrikaans ONDERHOUD moved nothing; the model retrained, byte-identical.
 * Session 56: the model's fee label needs fee wording from R500 up, its UIF the fund's words and
 * its loan instalment more than a LOAN note; a card purchase through an online gateway or at a
 * shop named by a person alone takes the model's trade only when it is sure; a debit order to a
 * retailer's phone shop is the phone contract. 36 outputs moved across the three variants: the
 * tuning file's 4 (a gateway's purchase to its gold Online Purchase twice, "6 x 9kg Cylinder
 * Deposit" from Cash Deposit Fee to Uncategorised, wrong to wrong, twice), the held-out file's 8
 * (2 to their gold, 6 wrong to wrong), the training file's 18 away from their gold (generated shops
 * named by a first name alone, "POS PURCHASE TSHEPO TEMBISA" as Holidays and Travel, and a lender
 * cut to "Wnga"), and 6 of the test split's. The model retrained on the new labels of its
 * validation slice: its weights byte-identical, its calibration refitted (the model's map at its
 * low end, Uncategorised 0.27 -> 0.257, a soft rule's 0.558 -> 0.557), so 1,384 confidences moved,
 * 30 across the review threshold, and no label.
 * Session 57: a settled claim or account is no card machine's payout, a gift no income, PENSION
 * beside initials a note; an employer's one-off pay, allowance and staff's pay are salary; SCHOOL
 * before what money buys is a person's note; a savings goal's pocket is savings whatever its
 * nickname; a place of work or a large employer named beside a wage word is an employer. 7
 * outputs moved: the training file's 6 to their gold (two lines to a holiday's savings pocket,
 * under all three references), and the tuning file's "FNB App Payment From Grace Healthcare Gr"
 * under the worded reference "SALARY RENT" from Bank Transfer to Salaries and Wages (its gold,
 * for the line as written, Uncategorised). Then a bank's rewards after its name are money back: the
 * tuning file's "Ibank Payment From Pb Rewards Absa Bank ..." as written and under the code
 * reference, 2 outputs from Bank Transfer to their gold Refund; payments that came back moved no
 * corpus line. Then a debit order to a finance company, a credit retailer's cover or phone contract
 * and a salary account between one's own accounts moved no corpus line; INVESTMENTS at a till is no
 * investment by itself: 4 training lines' card purchases at named platforms ("10X INVESTMENTS",
 * "Investec Investments") are now the model's Investments instead of the rule's (12 outputs, their
 * label unchanged, their confidence the model's). The model retrained on its validation slice's new
 * rule decisions: its weights byte-identical, one knot of its calibration map moved (0.77 -> 0.769
 * mapping to 0.737 -> 0.741), so 595 confidences moved, 5 across the review threshold, and no label.
 * Then a card machine's, a gig platform's or a vending network's payout beside a salary word is
 * its takings, a stipend, a learnership or a maintenance order on the payroll is Other Income, and
 * earned-wage access is a loan: 126 outputs moved, all under the worded reference "SALARY RENT"
 * and all to their gold (82 from Salaries and Wages to Business Income: card machines' and drivers'
 * payouts; 44 to Other Income: stipends); no line as written moved. The model retrained byte-identical.
 * Session 58: retirement funds by their Afrikaans, beneficiary and umbrella names and the two-pot
 * withdrawal, hospital plans beside any seller, Afrikaans cover words, study and professional fees,
 * a family's trust sharing a chain's name, a firm's INVESTMENTS giving way to what it is paid for,
 * leases and managing agents, a municipality named MUN first, and the knowledge base's phrases
 * written as the matcher reads them (no digits): 4 outputs moved: "FUNDSATWORK UMBRELLA P" in its
 * 3 variants to its gold Pension, and a payment to "Snlam Investments" under the reference "SALARY
 * RENT" from Uncategorised to Rent (gold Investments). The model retrained byte-identical.
 * Then a loan named in the reference (LOAN, LENING) is read by the rules as in the description
 * (not by the model, which reads the reference as it was trained), and money in from a person by
 * name is no loan paid out: no output moved.
 * Then trade words glued to a shop's name (CONVENIENCE, FISHERIES, PETSHOP, DELI, SLAGTER) and
 * Afrikaans and English trade words found missing (KAFEE, SLAGTER, VEEARTS, KIOSK, CREAMERY,
 * LABORATORY, ...): 6 outputs moved, "MOOTDELI" (tuning) and "BOTHAPETSHOP" (generated held-out)
 * in their 3 variants each to their gold. The model's calibration refitted (weights unchanged: the
 * soft purchase key 0.45 -> 0.451), so 506 confidences moved, 4 across the review threshold.
 * Then a month glued to a payment's word or after the payer's word is the note's date, not a
 * second word of a person's name (a levy paid in is a transfer, as the unit's note had it only by
 * that accident), toll plazas by name: 16 outputs moved, 12 to their gold Other Income (a
 * learnership's, SETA's, ISFAP's and a stipend's payment with the month in the note: 5 lines as
 * written and with a code reference, 2 under the worded reference), and 4 under the worded
 * reference "SALARY RENT" from Bank Transfer to Salaries and Wages (gold Other Income:
 * the line with its month read as a date reads as the same line without it). Model byte-identical.
 * Then 37 real lines joined the tuning split (real-world.csv: FNB in English and Afrikaans,
 * Discovery, Bank Zero, Nedbank, Capitec Business and Absa lines of two public repositories), 28
 * given names the lists lacked (LEBO, LEBOGANG, RORISANG, ...) and an own account nicknamed with a
 * given name: no label of the earlier lines moved; 111 outputs are new (the 37 lines in their 3
 * variants). The calibration, fitted on the tuning split too, refitted (weights unchanged: soft
 * company 0.792 -> 0.821, unknown trader 0.257 -> 0.241, the model's map): 3,350 confidences
 * moved, 35 across the review threshold.
 * Then the model's card repayment needs a card's word, a debit order or a phrase on the line: 6
 * outputs moved to Bank Transfer, 4 to their gold (two tuning lines, "FNB App Payment To Repayment
 * Ann Teko" and "FNB App Transfer To Trf Inv To Pers", as written and with a code reference) and 2
 * from it (the generated "INTER ACCOUNT TRANSFER AFRICAN REPAY"). Calibration refitted (weights
 * unchanged: soft rule 0.553 -> 0.554, the model's map): 1,054 confidences moved, 2 across the review threshold.
 * Session 59: income moved between the holder's own accounts under its source's name, a person
 * passing on an institution's money, forms of address as payers (rules.ts incomeAccountNicknamed,
 * personPassesOnAnInstitutionsMoney; people.ts FAMILY_WORDS): no as-is or code-reference output
 * moved; 4 outputs with the worded reference "SALARY RENT" moved from Salaries and Wages to Bank
 * Transfer (own-account transfers, "Banking App Transfer Received from ...: Transfer", and a
 * test-split line's variant). Model and calibration unchanged. (The review's mend narrowed the
 * rules: a fifth output, another test-split line's variant, moved and moved back.)
 * Session 60: a store account at a grocer's or a sports shop's chain, a store's car cover (rules.ts
 * aStoresLabel, retailersOtherProduct): 9 outputs moved, all generated lines in their three
 * reference forms: two held-out debit orders to Totalsports from Sport to General Loan Repayment
 * (TFG's account, as Truworths' and Edgars' debit orders already were), and "Debit Order
 * Woolworths Car Motor" from Groceries to its gold Auto Insurance. Model and calibration unchanged.
 * Then cash deposits as CSH DEP or DEP CASH (grammar.ts): 9 outputs of three generated lines ("Csh
 * Dep Fee", "#Csh Dep Fee") moved to their gold Cash Deposit Fee, 7 from Bank Charges and Fees and
 * 2 from Rent (worded-reference variants); a fourth ("Csh Deposit Charge") kept its label.
 * Then an account's noun after a single letter is no surname (people.ts ACCOUNT_NOUNS), a card
 * machine's rental, a hospital plan after a pharmacy's name, PEACHPAY as a gateway: "Payment To Cell
 * C Acc" (train, three outputs) from Bank Transfer to its gold Utilities - Telephone, and the held-out
 * "Send Money App Dr Send Cool Id Acc" from a firm Bank Transfer to a soft one under review (two outputs).
 * Then a ride-hailing or delivery app paying by EFT is a driver's takings (rules.ts gigAppPaysOut):
 * 4 worded-reference outputs of generated driver and courier payouts ("INWARD PAYMENT UBER DRIVER")
 * moved from Salaries and Wages to their gold Business Income, and 8 of the same lines' other
 * outputs from the model's Business Income to the rule's.
 * The review's mends (an app's payout needs the app named and its company's or its payout's word):
 * no label moved against the outputs before them.
 * Then money sent to a cellphone number and a person beside the reference's note (rules.ts
 * moneySentToAPhone, namesPersonBesideTheNote): 82 outputs of money-send lines kept their label
 * Bank Transfer, now from the person rule (0.867) where the model or the soft rule gave it (one of
 * them a TEST-2 line's); no label moved.
 * Session 61: a PayShap payment is money sent to a cellphone number (rules.ts moneySentToAPhone):
 * 20 outputs of PayShap payments with no payee named (a real-world tuning line's two, 18 of nine
 * generated TymeBank "Payshap <number>" lines) kept their label Bank Transfer, now from the person
 * rule (0.867) where the soft rule or the model gave it; no label moved. The session's other rules
 * moved no output.
 * Then a line of no bank wording that ends in the country's code is a card machine's descriptor
 * (towns.ts endsAsACardDescriptor): 30 outputs of 15 lines ("<name> <town> ZA", 12 held-out, 2 train, one
 * TEST line's) moved from the model's unsure guess (0.42-0.49, under review; one held-out line's
 * an unsure Uncategorised already) to the unknown purchase's Uncategorised (0.451): 3 held-out lines lose a right guess (GOLDEN KI, Royaltickets,
 * MOUNTAIN MOBILE REPAIR), 2 train lines likewise, the other 10 were wrong before and after.
 * Then TymeBank's MONEY IN is money received's wording, and a kin word or a form of address is a
 * payer beside a note on money in (rules.ts onlyAPersonAndANote): one output moved, a TEST line's
 * worded-reference variant ("SALARY RENT" added), from Salaries and Wages to Bank Transfer; no
 * as-written output moved.
 * Session 62: NSFAS paid is a study loan repaid (knowledge-base.ts): 3 outputs of one generated
 * Nedbank debit order ("NSFAS LO ... DEBIT ORDER") moved to the rule's General Loan Repayment, its
 * gold: two from the model's (0.99), the worded-reference variant from Rent. The session's other
 * rules moved no output.
 * Then a trade word cut to 40 % of its letters (rules.ts TRADE_CUT_SHARE, 60 % before): 2 outputs
 * of one real-world tuning line ("EASTLAKE CONVE...", a convenience store) moved from Uncategorised
 * to its gold Groceries; nothing else moved.
 * Then STD BANK is a sending bank's tag (grammar.ts BANK_NAMES, as the generated Absa lines print
 * it): one held-out line ("DIGITAL TRANSF CR SETTLEMENT STD BANK L MAKHUBELE") keeps its gold Bank
 * Transfer, now from the person rule (0.867, was the model's 0.99), and its worded-reference variant
 * moves from Salaries and Wages to it; one train line's worded-reference variant ("... STD BANK
 * MOMENTUM LOAN REVOLVING LOAN DRAWDOWN" with "SALARY RENT" added) moves from its gold Loan
 * Disbursement to Bank Transfer (the income note beside a transfer's wording). No as-written label moved.
 * Then an electrical business paid by EFT is Home and Garden (rules.ts ELECTRICAL_TRADE_WORDS): 3
 * outputs of one tuning line ("ORCA ELECTRICAL ... - ib payment") moved to its gold; nothing else.
 * Then a cut two trade words start is the shorter word's (rules.ts tradeWordCuts: KITCHE is
 * KITCHEN's, not KITCHENS'): 4 outputs of two generated Standard Bank lines ("NAIDOO KITCHE ...",
 * "VALLEY KITCHE ...") keep their gold Eating Out, now from the cut trade word's rule (0.774, under
 * review) where the model gave it at 0.99. No label moved.
 * Session 63: the declined-transaction fee's own phrases are fees too (grammar.ts: DECLINE FEE, DECL
 * FEE carry F.FEE): 27 outputs of 9 generated train lines ("DECLINE FEE", "DECL FEE ...") moved. 18
 * keep their gold Transaction Declined Fee, now from the fee rule (0.969, was 0.774 under review or
 * the model's), and the 9 worded-reference variants (with "SALARY RENT") move from Rent to it.
 * Then a sending bank's tag and a bare word of what money in was is a transfer (rules.ts
 * bareIncomeWordAfterABanksTag, read by the tag's layout): no output moved.
 * Session 64: a buy-now-pay-later provider before the shop it paid is the instalment (rules.ts
 * shopOverBrand leaves BNPL alone): 36 outputs of 12 lines (4 generated held-out, 1 hand-written, 7
 * train: "PAYJUSTNOW*ZANDO CAPE TOWN ZA", "Laybuy*Sportsmans Bellville Za") moved from the shop's
 * label to their gold BNPL; and DEBT REV is debt review (knowledge-base.ts), not a reversal: 3
 * outputs of one train line ("DEBICHECK: DEBT REV PDA 684697") moved from Returned Debit Order to
 * their gold Debt Review Payment. No real-world output moved.
 * Then Absa's transfers in print the sending bank's short name before the payer's note (rules.ts
 * tagAfterAbsasTransferIn, a pay week's code allowed before the pay word): the worded-reference
 * variant of one line in two files ("IMMEDIATE TRF CR CAPITEC NK" with "SALARY RENT" added) moved
 * from Salaries and Wages to its gold Bank Transfer; no as-written output moved.
 * Then a taxi association's levy and a rank's fee are Transport (knowledge-base.ts, priority 3 over
 * LEVY's Rent): 51 outputs of 17 generated train lines ("CARD PURCHASE SIYABONGA TAXI ASSOCIATION
 * MIEDERPARK", "Molo Taxi Association Jhb (Card 7551)") keep their gold Transport, now from the
 * merchant rule (0.908, was 0.774 under review), and their worded-reference variants move from Rent
 * to it. No real-world output moved.
 * Session 65: money lent to a person or paid back to one is a loan between people, whatever it bought
 * (rules.ts lentBetweenPeople in personKeeps: LOAN, LENING, PAYBACK, BORROWED; not OWED, arrears of
 * the purpose itself): 5 outputs moved from Rent to Bank Transfer, one train line as written
 * ("Payshap Payment To Bongani-Baloyi Loan" with "RENT", to its gold) and 4 worded-reference
 * variants of lines whose note says LOAN or LENING. A brand's one word that is also a name ("KRUGER")
 * beside a name is the person (rules.ts namesPersonBehindABrand), and Nedbank's "Internet bank
 * transfer" and "Received Payment" are bank wording (grammar.ts): 3 real-world lines ("Payment
 * Received: Marlene Kruger Payment ...", two of them TEST-2's) keep their gold Bank Transfer, now from
 * the person rule (0.867) where the model or the soft rule gave it, and 3 worded-reference variants
 * move from Salaries and Wages to it; two lines of a person's allowance paid ("KAMOHELO MOKHOTLA
 * ALLOWANCE IB PAYMENT TO", KAMOHELO a given name now) keep Bank Transfer, now from the person rule.
 * Cut trade words (rules.ts SHORT_TRADE_CUTS) and HI FI move 2 train lines' outputs to a rule at the
 * same gold label ("BOLAND PERFUM", "HI-FI C"). Then a sport's brand before another kind of shop at a
 * till is that shop (rules.ts shopAfterASport): 6 outputs of two generated held-out lines
 * ("TOTALSPORTS APPAREL") moved from Sport to their gold Clothing. No other output moved.
 *
 * Session 66: intercity coaches (INTERCAPE, TRANSLUX, CITILINER, GREYHOUND) are public transport
 * (labels.csv: Transport), so the generator's gold of 4 train.csv and 4 heldout.csv lines moved from
 * Holidays and Travel to Transport with the knowledge base: 24 outputs of those 8 lines and 3 of one
 * TEST line (its gold is Transport) moved to Transport. A debit order short of funds given back is
 * the rules' Returned Debit Order (rules.ts shortDebitOrderBack): 3 lines (heldout 1, train 1, TEST
 * 1) moved from the model's Returned Debit Order to the rule's, and their "SALARY RENT" variants
 * from Salaries and Wages to their gold. Then a bank's revolving loan (RCP, REVOLVING LOAN) is a
 * loan: one hand-written and one train.csv line ("SBSA RCP ... DEBICHECK DEBIT ORDER") moved from the
 * model to the rule at their gold (and their "SALARY RENT" variants from Rent to it), and 4 worded
 * variants of revolving-loan drawdowns from Bank Transfer to their gold Loan Disbursement. Then an
 * income's phrase that names an organisation (ISFAP, a department's maintenance, the YES programme)
 * is a known payer, not an unknown one: 3 train.csv lines (6 outputs) moved from Bank Transfer to
 * their gold Other Income. The third review narrowed that rule to a phrase after an organisation's
 * words only (DPT now one: "PAYMENT RECEIVED DPT OF JUSTICE MAIN" keeps its gold, and its "SALARY
 * RENT" variant moved from Bank Transfer to Salaries and Wages, both wrong). Then a retirement
 * annuity's money in is a pension: one train.csv line ("AKNI RETIREMENT ANNUITY PAYMENT") moved to its
 * gold Pension under all three references. No other output moved.
 *
 * Session 67: a cash handling fee is the banks' charge for cash paid in (Cash Deposit Fee), so the
 * generator's gold of the 12 train.csv lines printed "CASH HANDLING FEE" moved from Bank Charges and
 * Fees with the grammar: their 36 outputs moved to it. Then the bank's fee for a purchase abroad
 * in more of its wordings (INTERNATIONAL PROCESSING FEE, FOREIGN CURRENCY COMMISSION): one
 * real-world.csv line's "SALARY RENT" variant moved from Rent to its gold Bank Charges and Fees, and
 * one TEST line's three outputs from the model to the rule, its label unchanged (Bank Charges and
 * Fees) but for the worded variant (Rent to Bank Charges and Fees). Then a group's product cut by
 * the field (LIF) and a unit trust cut (UNIT TR): two train.csv lines ("NAEDO OLDMUTUAL LIF PREMIUM",
 * "OLD MUTUAL UNI UNIT TR") moved from Debit Order to their gold under all three references. Then
 * field-width cuts of a few higher-ranked trades (HOSPIT, VETERI, CHEM, LIQU, LOUN): three train.csv
 * lines ("JOZI VETERINA", "DLAMINI VETER", "Diepkloof Liqu") moved from the model to the rule at their
 * unchanged gold. No other output moved.
 *
 * Session 68: rent from a lodger or a tenant with no letting business named is a private person's
 * money (Bank Transfer), so the generator no longer prints TENANT RENT as Other Income and the gold
 * of the 7 train.csv lines the rule reads ("PAYMENT RECEIVED TENANT RENT AUG", "TENANT RENT EFT
 * CREDIT", ...) moved with it: their as-is and code-reference outputs moved from Other Income to
 * Bank Transfer. Then SPAZ, a spaza cut by the field, is a grocer's word: one train.csv line ("Card
 * Purchase Lesedi Spaz Gqeberha") moved from the model to the rule at its unchanged gold Groceries.
 * Then the review's mends (a kind of transaction's fee before the payee, a fund's distribution,
 * TFG, given names): 8 outputs of the test splits moved, which were not read (their scores are
 * the evaluation's, BENCHMARKS.md). Then chains abroad moved 3 outputs of TEST-2, which the hash
 * did not cover; it covers TEST-2 from then on (CORPUS_FILES), which moved the hash and no output.
 *
 * Session 69: Tiger's Milk is a restaurant (Eating Out, as the real-world tuning gold and a sealed
 * set say) and FreshStop a forecourt's shop (Fuel, the README's forecourt rule, as four sealed sets
 * say): the generator lists them so, the gold of 3 heldout.csv and 4 train.csv lines moved with
 * them, and their outputs with it (one tuning line, "TIGERS MILK SU19H54 ...", too). A school's kind
 * ending the payee, BURIA cut from BURIAL, and a bond's instalment moved 5 train.csv lines from the
 * model to the rule, or from a reference's word to the payee, at their unchanged gold. 3 outputs of
 * the test splits moved, which were not read (their scores are the evaluation's, BENCHMARKS.md).
 * Then the reviews' mends (a household worker named by her job, with her wages noted, is paid her
 * wages): one heldout.csv line's word-reference variant ("... Lion Au Pair ..." with "SALARY RENT")
 * moved from Children and Dependents to Bank Transfer. No output of the test splits moved.
 * Then work on a home noted to the person paid, and trades cut by the field (PLUMBIN): one
 * heldout.csv line ("DEBIT CARD PURCHASE FROM PRIME PLUMBIN R") moved from Uncategorised to its gold
 * Home and Garden, as written and with a code reference. No output of the test splits moved.
 * Then shops that sell only online (Superbalist, Zando, Yuppiechef) are Online Purchase, as
 * labels.csv defines it and 34 of 36 helpers' lines said: the generator lists them so, the gold of 10
 * train.csv and 6 heldout.csv lines moved with them, and their 56 outputs with it. The Justice
 * department's maintenance by name moved 2 train.csv lines from the model or another phrase to the
 * rule at their unchanged gold. No output of the test splits moved.
 *
 * Session 70: a line with no firm reading whose words a bank's export glued together, capitals
 * kept, is read again with the words apart (index.ts decideLine, text.ts capitalsApart): four
 * tuning lines from FNB's Afrikaans app export moved to their gold ("Smart-ApOorplasingNaPayment",
 * "Smart-ApBetalingNaPayment JustIncase" from Uncategorised, "Smart-ApBetalingVanILoveYouBabes"
 * from Refund to Bank Transfer, "PowerballAankopePowerballPurchase" from General Purchases to
 * Gambling), and one ("MrPriceH Hend ...") from the model to the rule at its unchanged label, as
 * written and with a code reference. No output of the test splits moved.
 * Then Afrikaans trades, products and allowances, African-language notes, INT as international
 * after a withdrawal's or a purchase's words: APTE (APTEEK cut by the field) moved two train.csv
 * lines ("DEPKLOOF APTE ...", "MAMELODI-APTE ...") from the model to the rule at their unchanged
 * gold, as written and with a code reference. No output of the test splits moved.
 * Session 71: a trade word a card terminal's name field cut, read before the town the terminal
 * prints after it (tradeCutAtEnd over TOWN_FIELD_WORDS), moved six held-out lines ("DAVIDS SHEBEE
 * WELKOM", "JOZI LOUNG ...", "LOWVELD CARAV ...", "LESEDI COFF ...") and one train.csv refund
 * ("REFUND NALEDI HARDW KHAYELITSHA") to their gold, as written and with a code reference; a
 * person's name opening the payer's reference after Investec's "Deposit" moved one train.csv
 * line's word-reference variant from salary to its gold transfer. Four test-split outputs moved
 * (counted by the outputs bench, not read).
 * Session 72: INVOICE spelled out in the description or the reference is a supplier's payment, no
 * income (index.ts SUPPLIER_WORDS_RE): one real-world line's word-reference variant ("... INVOICE
 * THANKS" with the reference "SALARY RENT") moved from salary to Uncategorised. Then a driving
 * school as the field cuts it (DRIVING S) moved one train.csv line's word-reference variant ("REAL
 * DRIVING S..." with "SALARY RENT") from its school to the reference's rent; and "PAYSHAP PAYMENT
 * FROM" read as money in's wording, as "PAYSHAP PAYMENT RECEIVED" is, moved one real-world line's
 * word-reference variant ("PAYSHAP PAYMENT FROM Skaapstert" with "SALARY RENT") from transfer to
 * salary, as the same line with "RECEIVED" reads (a one-word payer before a salary word). Then
 * MASTER MATHS, a tutoring franchise, named in four real-world lines of parents paying it ("Payment
 * Received: Rtc ... Master Maths"): their word-reference variants (with "SALARY RENT") moved from
 * transfer to salary, as a named business paying with a salary word reads. Then a fund's or a
 * betting site's withdrawal paid into a "Deposit" line is no cash at an ATM (fundsWithdrawalPaidIn):
 * six train.csv word-reference variants ("DEPOSIT FROM ITHUBA WITHDRAWAL", "DEPOSIT ALLAN GRAY
 * WITHDRAWAL" with "SALARY RENT") moved from Cash Deposit, four to their gold Gambling, two to the
 * reference's salary. Then Investec's "Deposit" with nothing else the rules read falls back to a
 * transfer (or, with a business named in the reference, to Uncategorised) before the model's guess
 * of savings: one held-out line's source moved from the model to that fallback at its unchanged
 * label, as written and with a code reference. No output of the test splits moved.
 * Session 73: a bed and breakfast read by its B&B in the raw text moved one held-out line ("PURCHASE NEW
 * DAWN B & B") from Uncategorised to its gold travel, as written and with a code reference. Three
 * test-split outputs moved (counted by the outputs bench, not read). Then the review's mends and a
 * second wave: Nedbank's JUSTINVEST by name moved one real-world line ("CAP JUSTINVEST ...", gold a
 * transfer) from Investments to Savings Transfer, its word-reference variant from salary; CC before a
 * known surname read as initials moved one real-world line's source ("Banking App External Payment:
 * Cc Marais") from the fallback to the person rule at its unchanged gold transfer. No further
 * test-split output moved.
 * Session 74: given names from Faker's lists of other communities (given-names.ts) moved two
 * test-split outputs (counted by the outputs bench, not read; the test splits' accuracy rose by one
 * line); accents read as their letters, the trades' vocabulary and a trade's phrase cut by the field
 * moved no other output. Then a trade's start cut by a 13- or 14-character name field
 * (tradePhraseCutAtEnd) moved three lines to their gold, as written and with a code reference: two
 * held-out ("MAMELODI BIST", "MOUNTAIN FURN T") and one real-world ("LANGEBERG TEEL"), from
 * Uncategorised. No test-split output moved. Then the cut reader read Standard Bank's bare lines
 * too but a first word's start only before a town the list knows and, of four letters, only of a
 * one-word trade: the two held-out lines went back to Uncategorised (the real-world one kept its
 * gold), and one TEST-2 line moved, as written and with a code reference (counted by the outputs
 * bench, not read: TEST-2's accuracy unchanged, its macro-F1 0.7475 -> 0.7442, so from one wrong
 * label to another).
 * Session 76: Standard Bank's Afrikaans card purchase (TJEKKAART-AANKOOP) read as the grammar it is
 * took TJEKKAART out of 21 real-world lines' merchant keys ("TJEKKAART OK" -> "OK EXPRESS") and
 * moved no label: one of them ("TJEKKAART-AANKOOP YOCO *GERRIT", gold Uncategorised) is now the
 * no-signal trader's Uncategorised (0.774) instead of the soft rule's (0.451). Country towns'
 * Afrikaans trade words moved one train line's source at its unchanged label ("HIGHVELD
 * OPTOMETRIS": the model's 0.99 -> the trade word's 0.774) and one TEST output, as written and with
 * a code reference (counted by the outputs bench, not read: TEST's accuracy rose by one line).
 * Then the later waves moved one worded-reference variant only: "Digital Payment Cr Settlement
 * Absa Bank Jojo Tank" with "SALARY RENT" from a transfer to salary (JOJO TANK is now a water-tank
 * supplier's phrase, so the payer is a business beside pay's word); as written it stays a transfer.
 * Session 77: bare DO after a shop's first word on a card purchase is the name's cut word, not a
 * debit order's short form: one real-world line ("POS Purchase Payfast*Register Do", gold
 * Subscriptions) moved from the soft Debit Order to the soft Online Purchase (0.554 -> 0.451), as
 * written and with a code reference. No other output moved (the African-language trade words,
 * electricians, play centres, internet providers, card masks and the staff-loan reference read none).
 * Then a trade word cut at the end of a payment's payee (no given name before it, no fee's line)
 * moved two train lines' sources at unchanged labels, as written and with a code reference:
 * "DIGITAL PAYMENT DT NEDBANK OCEAN FUNER" (Funeral Cover: the model's 0.99 -> the cut's 0.774) and
 * "Send Money App Dr Send Znele Zulu Transp" (Bank Transfer: the model's 0.99 -> the person rule's
 * 0.867, the misspelled given name read as a person once TRANSP was the cut it is).
 * Session 79: labels moved on three non-test lines, each right now, as written and with a code
 * reference: "CHEQUE CARD PURCHASE SMULHOEKIE KO" (real, Eating Out: SMULHOEKIE an eatery's word),
 * "THURSTYS CAR W11H24 ..." (real, Transport: CAR W a car wash cut after its first letter) and
 * "DEBIT CARD PURCHASE FROM BOLAND BREWER M" (held-out, Nightlife & Entertainment: BREWER all but
 * the last letter of BREWERY at the name's end); one moved from one wrong label to another:
 * "MULTID BRANDHORST 20940243 - account payment" (real, gold Uncategorised: Bank Transfer -> Debit
 * Order, MULTID a collection bureau's channel). NUPAY read as a bureau's channel moved three
 * held-out debit orders' sources at their unchanged label (the model's 0.55-0.66 -> the soft
 * rule's 0.554), and a company's word on a bare credit one real line's ("MAGNEETBANDKREDIET
 * CAMDEBOO FARMS (PTY)", Uncategorised: the model's 0.241 -> softCompany's 0.821). At that commit
 * one TEST-2 output moved, as written and with both references (counted by the outputs bench, not
 * read), by a bare given name or kin word before the holder's note read as the person paid; the
 * evaluation's aggregate showed TEST-2 one line down, and the rule was narrowed to notes that are
 * no prepaid product (AIRTIME, DATA, ELECTRICITY: bought for the person, not given), which moved
 * it back: at the session's end no test-split output differs from its start (disclosed in
 * BENCHMARKS §5 "Session 79").
 * Then HYPHEN read as a collection bureau (no longer debt review's by its name alone) moved two
 * real lines' sources at their unchanged label, as written and with a code reference ("Hyphen
 * PDAPDAMN..." and "DebiCheck Hyphen Pdapdamn...", Debt Review Payment: the rule's 0.774 -> the
 * model's 0.79 and 0.92), and TIMBERS a train line's ("DAVIDS TIMBE...", Home and Garden: the
 * model's 0.99 -> the trade word's 0.774). No label moved.
 * Then TAKEAWAY a firm's word (its cut TAKEA too) moved one train line, right now as written and
 * with a code reference ("PAYSHAP PAYMENT RECEIVED: MERCHANT 003301236 TAKEA", Business Income:
 * Bank Transfer -> Business Income), and with a worded reference from a transfer to salary (a
 * business beside a pay word).
 * Then NETCASH read as a collection bureau on debits too moved one real line to its gold ("STRATUM @
 * Firstrand" with "STRATUM 733918260 NETCASH", Debit Order: the model's Uncategorised -> Debit Order,
 * as written), and two real debit orders' sources at their unchanged label (the model's 0.42 -> the
 * soft rule's 0.554: "... HITECH SEC ...", "... FARAIMUTAS ...").
 * Session 80 (2026-11-28), the first wave's mends (VARIETY, PAWNBROKERS, JUWELIERS and the other
 * goods shops' words; surnames that are a trade's after initials or a woman's title; a payee cut
 * before its reference's prefix; no model Debit Order on the holder's own payment): two held-out
 * lines to their gold, as written and with a code reference ("NAIDOO VARIET ...", "NAIDOO-VARIET
 * ...", General Purchases: Uncategorised -> General Purchases, the cut of VARIETY), and one train
 * line's source at its unchanged label ("BOITUMELO VARI", General Purchases: the model's 0.946 ->
 * the trade word's 0.774). No test-split output moved.
 * Then Standard Bank's "VALUE LOADED TO VIRTUAL CARD" read as the holder's own transfer (a sealed
 * set's and the tuning split's reading) moved one real tuning line to its gold, as written and with
 * a code reference (Uncategorised -> Bank Transfer). The second wave's and the review's mends moved
 * no output. No test-split output moved.
 * Then a cover the line names read after an insurer named only by insurance's own word (PREMIUM,
 * ASSURANSIE, INSURANCE BROKERS: rules.ts decide's rank-1 General Insurance branch) moved three
 * held-out and three train lines to their gold, as written and with a code reference ("... KASI
 * FUNE PREMIUM ...", "DR ORDER GEYSER COV PREMIUM", "DEBIT ORDER OTSURANCE HOME PREMIUM 3", "Payment
 * To FNB Funera Premium", "... HOUSEHOLD PREMIUM", "... HME CONTENTS": General Insurance -> Funeral
 * Cover or Home Insurance). No test-split output moved.
 * Session 81's first wave (a shop's name glued to any knowledge-base trade word of seven letters or
 * more; whom a shop sells for before its goods; LOUNGE and GALLERY after a trade; a congregation
 * paid for its rent, creche, school, burial society or stokvel; a bank's name beside an own or
 * family word): one TEST-2 line moved, as written and with a code reference, to its gold (TEST-2
 * 81.10 -> 81.36 %); 14 train and 4 held-out lines, as written and with a code reference, moved source and confidence at an unchanged label
 * (the glued trade word's rule where the model had answered); with the worded reference (SALARY
 * RENT) 224 generated donation lines (and two TEST-2 ones) read the rent the note names.
 * Session 81's second wave (a savings account's word off a till keeps its goal's shop word a goal;
 * a business named beside a bank's name paying in; home work noted; bargain, party, copy shops; cut
 * physiotherapists, irrigation, tutoring; FNB's SEND MONEY APP DR): four held-out and two train
 * lines to their gold Savings Transfer (a savings pot with a shop's word after it: "Payment To
 * Goalsave" with "GROCERIES"), one held-out line to its gold Home and Garden as written and with a
 * code reference ("... EBRAHIM IRRIG M"), one tuning line between two wrong labels ("Blouwinkel
 * C.C": Alcohol -> General Purchases, read as BLOMWINKEL misspelled), one TEST-2 line, as written
 * and with a code reference, to its gold (TEST-2 81.36 -> 81.63 %), and one TEST line between two
 * labels, as written and with a code reference (TEST unchanged at 82.43 %).
 * The review of the two waves (a gift's word anywhere beside a congregation keeps the gift; no bare
 * SCHOOL as a congregation's fee; no car part as a home's; no CLAIM SETTLEMENT, WEAR, PLAYHOUSE or
 * FAMILY STORE word; TRUST a nickname's word; LOUNGE left as before): 54 of the worded-reference
 * (SALARY RENT) donation lines back to Donation. No as-is line moved.
 * Session 81's third wave (a merchant cut behind a collector's star; LOUNGE as the trade's room)
 * moved no output. The fourth (a pot named for its purpose; SPAAR and SAVINGS glued to a nickname;
 * NOTICE DEP; KGOMOTSO alone no longer a funeral parlour's name; cash lenders, pawn loans, loan
 * arrears): one tuning and three train lines, as written and with a code reference, from the
 * model's to the rules' reading at their unchanged gold Savings Transfer ("LERASAVINGS", "NOTICE
 * DEP", "ROUNDUPSAVINGS"), and the same four with the worded reference (SALARY RENT) from Rent to
 * their gold. No test-split output moved.
 * Session 83's first wave (employers' pay beyond the salary: works named by what they make, VSP,
 * O/TIME, FORTNIGHT PAY; a burial society noted to anyone; pools and services by debit order; a
 * gig app's payout word further on; PROVIDENT at a payer's end; FNB's "Scheduled Pmt To"): one
 * tuning line's merchant key (its label unchanged) loses RECURRING, now the bank's wording
 * ("RECURRING KAR" -> "KAR VERSEKERING"), and one train line ("MR D FOOD ...", gold Business Income) from the model's to the
 * gig rule's, as written and with a code reference, and with the worded reference (SALARY RENT)
 * from Salaries and Wages to its gold. No test-split output moved.
 * Its review (a gig app's company or payout word right after its name on a payer named alone with
 * no bank wording): three more train lines of a delivery app paying its restaurant ("MERCHANT MR
 * D", "MR D FOOD", "MERCHANT UBER"), from the model's reading to the rule's at their gold Business
 * Income, and with the worded reference from Salaries and Wages to it. No test-split output moved.
 * Session 83's second wave (a professional firm paid by its own word in the payee's field is
 * Uncategorised; a form of address said only to a person before a name; a school's tuck shop by
 * its trade's word with no wording; SNOEPIE, VRUGTEWINKEL, TAKE AWAYS, BUSINESS LOAN): one tuning
 * line ("Lorenco Accounting", gold Uncategorised), as written and with a code reference, from the
 * model's Bank Transfer to its gold. No test-split output moved.
 * Its whole-change review's mends moved no output. Session 83's third wave (HOC read in an insurer's
 * reference; MOBILE TELEPHONE NETWORKS, WEB AFRICA, GAPDEKKING; Afrikaans KAARTAANKOOPFOOI,
 * INVORDERINGSPOGINGFOOI, SPAARBEURSIE, BYC DEBIET, LEWENSLANGE JAARGELD, WYNHANDELAAR, HENGELHOEK,
 * KLEUTERSORG; HEARING CARE): two TEST-2 lines, as written and with both references, to their
 * gold (TEST-2 81.63 -> 82.15 %, seen only as `npm run labelling:evaluate-real`'s aggregate; the
 * lines were not read). No other output moved. The fourth wave and the final review moved no output.
 * Session 84's first wave (an own account's word before a bank beside a pay note; kin saved alone;
 * a card machine's name before a person's, and opening a bare line, a card purchase; a
 * municipality's electricity cut by the field; a group named like a person read with a policy
 * number; a group's brand at a till before a cut trade; gateways' payouts; PAYSTACK a gateway; tax
 * practices; a person before the payer's note on money in): two train lines to their gold ("CREDIT
 * NTCASH PAYOUT ...", Business Income; "EFT MUNICIPAL ELECTR TOKEN", Utilities - Electricity) as
 * written and with both references, and with the worded reference (SALARY RENT) one more train
 * line's ("Netcash Payout") from Salaries and Wages to its gold; twelve payout lines' merchant keys
 * moved too (keys are not in this hash), and one tuning line's code variant is the rule's
 * Uncategorised, no longer the model's. No test-split output moved. (Its review read a pay note
 * beside an own account's word on money in only: the four own-account transfers' worded variants,
 * "TRANSFER TO MAIN ACCOUNT" with SALARY RENT, read Rent as at the start.) Session 84's later waves
 * and reviews moved no output.
 * Session 85 (blind sets and their review) moved no output.
 * Session 86 (blind sets): the revenue service named anywhere on a credit keeps it SARS when a later
 * word took the line's phrase: 19 train lines' worded variants (SALARY RENT) from Refund to their
 * gold SARS; the open providers' given names: two tuning lines ("Jana Calculator Transfer",
 * "CHARMAINE - MAGTAPE CREDIT") stay Bank Transfer, now the person rule's and not the model's, as
 * written and with both references (the worded one from Salaries and Wages to its gold). No
 * test-split output moved. Then a municipality's traffic department (TRAFFIC, VERKEER) as transport:
 * three held-out traffic-fine lines cut by the field ("PAYMENT OF TRAFFIC FIN") to their gold
 * Transport, as written and with both references, and one TEST line, as written and with both
 * references (TEST's accuracy unchanged in `npm run labelling:evaluate-real`'s aggregate; the line was
 * not read). The second wave: one tuning line ("Blouwinkel C.C", gold Uncategorised) as written and
 * with the code reference, from the rules' General Purchases to the model's Alcohol under review
 * (BOUWINKEL a building shop's word: the glued reading no longer takes it). Then chains the tuning
 * split printed and no list had (CMPA, Panda Stores, Mr Price Home glued, Board Mart): 11 tuning
 * lines to their gold, as written and with both references (tuning 91.90 -> 92.35 %; "MRP H", which
 * took a twelfth, withdrawn in review: Standard Bank's time leaves an H); no test-split output
 * moved. The third wave: one TEST line as written and with the code reference keeps
 * its label (Interest Repayment) but from the model, not the rule, under review (interest beside a
 * name a person's note: namesPerson now asked of a bare debit's interest); TEST's accuracy unchanged
 * in the aggregate, the line not read. The fourth wave moved no output (a train line it had
 * moved to its gold, "DEBICHECK: FNBLIFE PREMIUM", came back with PREM REF, withdrawn in review).
 * Session 87 moved one tuning line as written and with the code reference: "Magtape Debit Club Mcc
 * 4033429459" (gold Debit Order) from Nightlife & Entertainment to Sport, a club collecting a debit
 * order being a members' club; wrong before and after.
 * Session 88 moved two generated lines of a betting site named for its sports ("Wrld Sports
 * Betting", gold Gambling) from Sport to their gold (betting after a sport's word is the betting),
 * and read five Live Better round-ups (gold Savings Transfer, one a tuning line) by the rules where
 * the model had read them (with the worded reference too, where they had read as rent); no
 * test-split output moved (a TEST line moved in the second wave came back in the review's mend of
 * the rewards' interest, and no worded-reference variant of a test line moved at the end).
 * Session 89 read three generated lines of FNB's vehicle finance written cut or glued ("FNB Vhicle
 * Finance Instalment", "DEBICHECK FNBVEHICLEFINANCE", gold Auto Loan Repayment) by the rules where
 * the model had read them (their label unchanged; with the worded reference they had read as rent),
 * as the loan's interest phrases joined the grammar's words; no test-split output moved. Its second
 * wave read two tuning lines of Discovery's "Dynamic interest boost" by the new phrase DYNAMIC INTEREST
 * (rule:merchant, 0.908) where the interest rule had (0.956): the label, their gold, unchanged.
 * Its convention that a money send given back (uncollected, cancelled, expired) is a transfer, as
 * labels.ts's Bank Transfer holds money-send (Refund is a purchase's reversal), moved one tuning
 * line, "... INSTANT MONEY CANCELLATION ...", and its gold with it (Refund -> Bank Transfer).
 * Session 90 read Softy Comp as what it is, a bureau that collects debit orders for others (the
 * payee behind it decides, as behind Netcash or Hyphen), where the generator had written it as a
 * buy-now-pay-later provider: two generated training lines and one held-out line ("DEBIT CARD
 * PURCHASE FROM SOFTYCOMP INS BRITS", gold BNPL) moved off BNPL; session 90's blind graders label
 * its lines by the creche or the school it collects for, or Debit Order. No test-split output moved.
 * Its fourth wave read the holder's own account by its kind ("Own Account", "Own Cheque Acc") as the
 * own-bank rule reads "Own Capitec": one generated training line, "Banking App Transfer To Own
 * Account 07813547", keeps its label (Bank Transfer) from the rule (0.867) where the model had read
 * it (0.99). No test-split output moved.
 * Session 91 held a toy shop's purchase General Purchases (labels.ts's other retail; blind graders
 * 32 to Entertainment's 15): the generator now writes toy shops so, and the 26 generated training
 * lines' and 2 held-out lines' gold moved with it (Entertainment -> General Purchases), their outputs
 * too. No test-split output moved. It then read Mobicred, a revolving credit account, as a loan's
 * repayment (blind graders 44 to 26): the generator writes it so, 14 generated training lines' and
 * one held-out line's gold moved from BNPL, and the tuning split's one Mobicred debit order (gold
 * General Loan Repayment) is now right; a PayPal withdrawal is the holder's own money moved (Bank
 * Transfer), which moved no corpus line's label. No test-split output moved. Its third change read
 * NPC, a non-profit company's registered kind, as giving (blind graders 19 of 20 such lines
 * Donation): one tuning line, "Kin Culture Npc" with "S Mokoena" (gold Uncategorised), became
 * Donation. No test-split output moved. Its fourth read tax-free savings as savings whichever house
 * holds them (labels.ts's Savings Transfer; blind graders 274 to 14): the generator no longer writes
 * TFSA after an investment house, and 20 generated training lines' and 5 held-out lines' gold moved
 * (Investments -> Savings Transfer) with their outputs. No test-split output moved. Its fifth took
 * CORE out of the electronics brands (a pilates studio's, a fitness club's, a cycling club's word as
 * often: nine blind lines): two generated training lines of the generator's CORE keep their label
 * from the model (0.868, 0.924) instead of the rule, and their worded-reference variant reads the
 * reference's RENT. No test-split output moved.
 * Session 92 read a pay word beside a lender's or a loan's word as a loan against pay paid out
 * (Loan Disbursement): five generated training lines and one tuning line with the test reference
 * "SALARY RENT" keep Loan Disbursement from the rule (0.908) instead of the model. No label moved,
 * no test-split output moved. The session's review narrowed that reading (DISB and an advance's
 * word in the description are a payer's own words, not a loan's): two of those five ("AFRICAN BAN
 * DISBURSEMENT", "Sbsa Perso Advance") read the model's Loan Disbursement (0.99) again. Its third
 * wave made a bookshop's purchase General Purchases (blind graders 47 to 4; labels.ts's other retail,
 * the OSM import's shop/books with it): the generator writes bookshops so and 12 generated training
 * lines' gold moved (Entertainment -> General Purchases), 8 of them now read so by the rules; one
 * TEST-2 line's label moved (to its gold, in aggregate: no test line was read) with two of its
 * reference variants. Its fifth wave read a bookmaker no phrase holds by its name's shape (BET glued
 * to a word, a sportsbook) beside a withdrawal's or a payout's word: three generated training lines
 * of misspelled bookmakers ("ESYBET WINNINGS", "PLYABETS WITHDRAWAL", "BETXCHANG WITHDRAWAL") keep
 * Gambling from the rule (0.774) instead of the model, and one's worded-reference variant moves from
 * Bank Transfer to Gambling. No test-split output moved.
 * Session 93 read LIQ, a till's short LIQUOR, after any name: three generated training lines and one
 * held-out line ("OLWETHU LIQ", "Zama Zama Liq", "DIEPKLOOF LIQ") keep Alcohol from the rule (0.908)
 * instead of the model. No label moved, no test-split output moved. Its last reading took a trade's
 * word short of its vowels (a fixed list of trades businesses are named for: BLDRS, TRNSPRT, FRNITURE,
 * HARDWAR): "Ok Frniture" (a generated training line) reads the furniture chain's store account, its
 * gold General Loan Repayment (was Bank Transfer); "Bilders Express" keeps Home and Garden from the rule
 * instead of the model; under the worded reference (SALARY RENT) five lines of hardware and furniture
 * shops (one of them a tuning line, "C*GRT HARDWAR") go from Rent to their gold Home and Garden. No
 * test-split output moved.
 * Session 94 added 103 real Capitec lines of two holders to the tuning split (corpus/real-world.csv,
 * their first run in first-run.json): their outputs join the hash; no other line's output moved (the
 * session's readings before them, a shop's compound and the first wave's chains, moved none).
 * Its fifth wave named a shisha lounge and a hookah or shisha bar (rank 2, Nightlife & Entertainment):
 * 12 generated lines of shisha lounges (8 training, 4 held-out) keep Nightlife & Entertainment from
 * the knowledge base's phrase (0.908) instead of the rule's generic reading (0.774), and under the
 * worded reference (SALARY RENT) go from Rent to their gold. No label moved otherwise, no test-split output moved.
 * Then a deposit's fee beside money from abroad is the bank's plain charge: the tuning line
 * "International Deposit Fee (Forex)" (a miss of the session's new Capitec batch) goes from Cash
 * Deposit Fee to its gold Bank Charges and Fees under all three references. No test-split output moved.
 * Session 95: a funeral scheme's name cut to FUN on a debit order is its cover (funeralSchemeCut):
 * the held-out "DEBIT ORDER - PHAKAMA FUN 02801880 POL77210157" goes from Debit Order to its gold
 * Funeral Cover under its own and the code's reference (SALARY RENT's rent decides there still). No
 * other output moved, no test-split output moved.
 * Then MVIA, a short-term insurer by its short name, is General Insurance: the tuning line "MVIA" (FNB)
 * goes to its gold under all three references. No test-split output moved.
 * Session 96: a plumber's PLUMB is Home and Garden: the held-out "POS PURCHASE (EFFEC 25082025)
 * PRIME PLUMB POLOKWANE" goes from Subscriptions (the model) to its gold under its own and the
 * code's reference (SALARY RENT's rent decides there still). No other output moved, no test-split
 * output moved.
 * Then the agricultural co-operatives' farm stores by their names: OVK moves two outputs of one TEST
 * line (counted in aggregate, the line not read): the split's right count is unchanged (183 of 222).
 * No other output moved.
 * Then a person named like a brand with the rent, fees or a child's keep noted is paid that: under the
 * worded reference (SALARY RENT) the held-out "Banking App External Payment: Sibusiso Molefe Levi"
 * goes to its gold Rent and the tuning line "NALEDI MOKOENA MASSAGE BED" from its gold Bank Transfer
 * to Rent; one TEST-2 output moves under a reference variant (counted in aggregate, the line not
 * read; the split's count is unchanged, 314 of 381). No other output moved.
 * Session 97: the China shops by their own phrase (CHINA SHOP): nine held-out lines of "MOOSA CHINA
 * SHOP" and "HIGHVELD CHINA SHOP" keep General Purchases, now the rule's at 0.908 instead of the
 * model's (each of three variants); a game lodge cut by the field (GAME LODG): one train line
 * ("... MOKOENA GAME LODG") from Electronics and Appliances to its gold Holidays and Travel. No other
 * output moved, none of either test split. Then RESORT as a trade word: one train line ("OLWETHU
 * RESOR", its field's cut) keeps Holidays and Travel, now the rule's at 0.908 instead of the model's
 * 0.976 (two variants). No other output moved.
 * Session 98: a remitter's or a money send's credit is a person's money whatever its note says
 * (index.ts personsMoneySent): under the worded reference (SALARY RENT) nine train lines of an
 * e-wallet's credit ("EWALLET 86018803", "TRANSFER FROM EWALLET") go from Salaries and Wages to their
 * gold Bank Transfer (the description's own reading, the model's at 0.99). No other output moved,
 * none of either test split.
 * Then 106 real lines joined the tuning split (real-world.csv, "Sources of session 98" in the
 * labelling-model README): 318 new outputs; with them DOCKER (one of them, to its gold Subscriptions)
 * and a payment the receiving bank sent back (index.ts PAYMENT_SENT_BACK_RE: one of them, "Cr Trf"
 * with "account frozen Salary ...", from Salaries and Wages to its gold Bank Transfer). No earlier
 * output moved (compared with `bench/labelling-outputs.ts` at a677128: 59,466 outputs identical).
 * Session 99: Capitec Business's "Retail Cr Transfer" and "STP/Batch Payment" are the bank's wording
 * (grammar.ts), and a word the bank's wording covers is no payer's sector (people.ts
 * sectorWordShown): five tuning lines of a company's export go from Uncategorised to their gold Bank
 * Transfer (the model's, under review), their reference-noise variants with them. No other output moved.
 * Then a payment the receiving bank refused is the holder's transfer back (rules.ts
 * payeesAccountRefused, holdersPaymentBack) and trade words' field-width cuts grew (TEXTBOOKS,
 * CROSSFIT, NIGHTCLUB, ROASTERS, FURN, a known two-word town after the cut): one held-out line
 * ("MOUNTAIN FURN T") goes from Uncategorised to its gold Home and Garden; two coffee roasters'
 * lines keep their Coffee, now the rule's at 0.908 instead of the model's. No other output moved.
 * Then South African chains the knowledge base lacked (FVC, BOUNCE INC, ...): two tuning lines to
 * their gold (Groceries, Entertainment) and one TEST-2 line from one wrong label to another (its
 * merchant key now the chain's); an FVC fee row keeps its label under the chain's key.
 * Then a second list's long tail, and FOTO FIRST a camera chain: one tuning line to its gold
 * Electronics and Appliances. No other output moved.
 * Then a third list's restaurants, lodges, attractions, cellars and plans: one TEST-2 line to its gold
 * (Sport) and one held-out line's Sport now the rule's instead of the model's. No other output moved.
 * Session 100: seven more brand lists, a wine farm's trades and a school's noun closing a name: one
 * TEST line and two tuning lines to their gold, another TEST line from one wrong label to another;
 * no generated corpus line's label moved.
 * Session 101: parking's words cut by the card field (PARKIN, PARKI, PARKNG, PRK at the field's end)
 * and in Afrikaans at the purpose's rank: one tuning line ("KARABO PARKIN") keeps its Parking by the
 * rule instead of the model, and with a worded reference (SALARY RENT) goes from Rent to Parking; a
 * held-out line's merchant key drops the field's last letter. No other output moved.
 * Then TFG's "@HOME" read as AT HOME (three generated train lines keep Home and Garden, now the
 * rule's, and with SALARY RENT no longer Rent) and Cape Union Mart's outdoor clothing (two generated
 * train lines, whose generator still writes Sport, from Sport to Clothing). No other output moved.
 * Then a car's rent as its hire (CAR RENT) and hire shops named RENT A what they hire: one held-out
 * line ("FRST CAR RENT BRITS") from Rent to its gold Holidays and Travel. No other output moved.
 * Then the review's mend: parking's cuts read at a card's till after a place or nothing and where
 * the shop's name ends, not only at the field's end: two generated train lines ("VALLEY PARKIN",
 * "MIDVAAL PARKIN") keep Parking by the rule, no longer Rent with SALARY RENT; the tuning line
 * "KARABO PARKIN" with SALARY RENT goes back to Rent (the reference's words follow the cut). No
 * other output moved.
 * Session 102: a payer after bank wording and a dash read as the payer on money in too, and the
 * model's Refund only with money back on the line, moved no output. A loan's payout in a lender's own
 * words from a named lender, bank, fund or company no person's word opens (index.ts
 * organisationPaysOutALoan): four generated lines' SALARY RENT variants ("... LOAN ADVANCE", "FNB
 * PLOAN ...") go from Bank Transfer to their gold Loan Disbursement. No other output moved.
 */
const EXPECTED = '2ed6d5ac064c443eaeb173ba69904ed0c57162672c47d8e89183bc589e3f3825';

/**
 * The corpus files the hash was taken over. Named, so that a corpus added later does not move the
 * hash without a single label changing. The second real-world test split (2026-11-23) joined in
 * session 68: a change that moved only its outputs had gone unpinned until the evaluation ran.
 */
const CORPUS_FILES = ['hand-written.csv', 'heldout.csv', 'real-world-test.csv', 'real-world-test-2.csv', 'real-world.csv', 'train.csv'];
const VARIANTS: ReadonlyArray<(ref: string) => string | null> = [(ref) => ref || null, () => 'INV123456', () => 'SALARY RENT'];

it('labels, confidences, sources and review flags over every corpus line are unchanged', () => {
  const labeller = committedLabeller();
  const hash = createHash('sha256');
  let lines = 0;
  for (const file of CORPUS_FILES) {
    const records = corpusRecords(file);
    records.shift();
    for (const f of records) {
      if (f.length < 3) continue;
      for (const reference of VARIANTS) {
        const r = labeller.label({ description: f[0]!, reference: reference(f[1] ?? ''), amount_cents: Number(f[2]) });
        hash.update(`${r.label}\t${r.label_confidence}\t${r.label_source}\t${r.label_confidence < REVIEW_THRESHOLD ? 'review' : ''}\n`);
        lines++;
      }
    }
  }
  expect(lines).toBeGreaterThan(50_000);
  const digest = hash.digest('hex');
  if (digest !== EXPECTED) console.log(`labelling outputs hash: ${digest}`);
  expect(digest).toBe(EXPECTED);
});
