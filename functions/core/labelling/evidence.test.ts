/**
 * The evidence a risk label needs before the model may give it (evidence.ts), and what money in
 * from a business becomes when the model's income label is not given. Lines written here in the
 * banks' forms; the towns and businesses are examples, not corpus lines.
 */
import { labelOf as label } from '../../../test/helpers/labelling.ts';
import { skeleton } from './evidence.ts';

describe('skeleton: a name short of its vowels and doubled letters', () => {
  it.each([
    ['HOLLYWOODBETS', 'HLYWDBTS'],
    ['HOLLYWOO', 'HLYW'],
    ['PLAYABETS', 'PLYBTS'],
    ['PLYABETS', 'PLYBTS'],
    ['LOTTOSTAR', 'LTSTR'],
    ['ELIZABET', 'ELZBT'],
    ['AFRICANBANK', 'AFRCNBNK'],
  ])('%s -> %s', (word, want) => {
    expect(skeleton(word)).toBe(want);
  });
});

describe('gambling needs betting words or a betting business named', () => {
  it.each([
    // Port Elizabeth cut by the field width ends in BET: a town, not a bet.
    ['LEMON TREE PORT ELIZABET', -26250],
  ])('%s (%i) is no bet', (description, amount) => {
    expect(label(description, amount)).not.toBe('Gambling');
  });

  it.each([
    // Betting businesses cut or respelled, which no knowledge-base phrase matches whole.
    ['ELECTRONIC PAYMENT RECEIVED HOLLYWOO', 170000],
    // Cut where the name ends, before the bank's own wording; a two-word spelling cut past its first word.
    ['C*HOLLYWOODB 4451*1190 12 MAR CHEQUE CARD PURCHASE', -5000],
    ['HOLLYWOOD B WITHDRAWAL', 150000],
    ['PAYSHAP PAYMENT RECEIVED: PLYABETS WITHDRAWAL', 61758],
    ['Online Purchase Prmierbet', -1745],
    ['Lttostar Payout Eft Credit', 50569],
    ['Spna Zonke Internet Gb', -1824],
    // The trade's own words.
    ['VAS00012345 - lottery winnings', 720],
  ])('%s (%i) is still Gambling', (description, amount) => {
    expect(label(description, amount)).toBe('Gambling');
  });
});

describe('a loan paid out needs lending words or a lender named', () => {
  it.each([
    // AFRIKA is not AFRICAN BANK, nor a bank's short name a lender.
    ['FNB OB Pmt Film Afrika Studio', 880000],
    ['DISCBANK 00000012345678', 1350000],
  ])('%s (%i) is no loan', (description, amount) => {
    expect(label(description, amount)).not.toBe('Loan Disbursement');
  });

  it.each([
    // A lender's two-word name cut past its first word.
    ['INWARD PAYMENT AFRICAN B REVOLVING L', 350000],
    ['ELECTRONIC BANKING PAYMENT FR AFRICAN BA', 110000],
    ['LOAN ADVANCE MOMENTUM ACC0387919910 CREDIT TRANSFER', 4040000],
  ])('%s (%i) is still Loan Disbursement', (description, amount) => {
    expect(label(description, amount)).toBe('Loan Disbursement');
  });
});

describe('money in from a business the line does not show to be pay', () => {
  it.each([
    ['FNB OB Pmt Zenzele Technology Group', 400000],
    ['FNB App Payment From Dube Constructio', 50000],
    ['Inward Swift X12Y34Z Health Of The Valley', 1250000],
  ])('%s (%i) is Uncategorised, not a transfer between people', (description, amount) => {
    expect(label(description, amount)).toBe('Uncategorised');
  });

  it.each([
    // A payment in that names a sector's word, with no pay word for the model to read.
    ['CREDIT TRANSFER - KHUMALO MEDIA', 455000],
    ['Ndlovu Motor - credit transfer', 699000],
  ])('%s (%i) is Uncategorised, whatever the model reads', (description, amount) => {
    expect(label(description, amount)).toBe('Uncategorised');
  });

  it('a transfer between the holder\'s own accounts under a business-like nickname stays a transfer', () => {
    expect(label('Growth Capital - IB TRANSFER FROM Growth Capital', 210000)).toBe('Bank Transfer');
  });

  it.each([
    // Employer words that are also places, surnames or everyday words name the person or where they live.
    ['FNB App Payment From J Power', 50000],
    ['RTC CREDIT MR T GOLD', 50000],
    ['IMMEDIATE PAYMENT FROM NOMSA CAPE TOWN', 50000],
    ['INTERBANK CREDIT TRANSFER FROM T MOKOENA SOUTH AFRICA', 50000],
    ['FNB App Payment From Gogo Cape Town', 50000],
  ])('%s (%i) stays a transfer from a person', (description, amount) => {
    expect(label(description, amount)).toBe('Bank Transfer');
  });

  it('money from a person with a pay note stays a transfer', () => {
    expect(label('FNB App Payment From Sipho Salary', 50000)).toBe('Bank Transfer');
  });
});
