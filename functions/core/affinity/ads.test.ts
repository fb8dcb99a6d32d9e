import type { LabelledTransaction } from '../bank-data.ts';
import { affinityAds, payeeKey } from './ads.ts';
import type { AffinityCatalogueEntry } from './catalogue.ts';

const FUNERAL: AffinityCatalogueEntry = { ad_id: 'funeral-cover', title: 'Funeral cover', labels: ['Funeral Cover'], offer_title: 'Funeral cover from R89', offer_static_url: 'https://offers.khanya.example/funeral', monthly_price_cents: 8900 };
const PHONE: AffinityCatalogueEntry = { ad_id: 'mobile', title: 'Mobile', labels: ['Utilities - Telephone'], offer_title: 'Mobile from R299', offer_static_url: 'https://offers.khanya.example/mobile', monthly_price_cents: 29900 };

let sequence = 0;
function debit(date: string, rand: number, description: string, label: string): LabelledTransaction {
  sequence += 1;
  return { id: `t${sequence}`, account_id: 'a', datetime: `${date}T00:00:00+02:00`, amount_cents: -Math.round(rand * 100), balance_cents: null, description, reference: null, currency: 'ZAR', label, label_confidence: 0.9, label_source: 'model' };
}

const AS_OF = new Date('2026-10-31T21:59:59Z');

describe('payee keys', () => {
  it('drop digits, punctuation and payment-channel words', () => {
    expect(payeeKey('DEBIT ORDER AVBOB FUNERAL 0042819 POL')).toBe('AVBOB FUNERAL POL');
    expect(payeeKey('NAEDO AVBOB FUNERAL 993311')).toBe('AVBOB FUNERAL');
    expect(payeeKey('Vodacom 08/2026 int pmt')).toBe('VODACOM');
  });

  it('group one payee\'s months however the bank names the month or the channel (the words the income side\'s payer key drops)', () => {
    const keys = ['DEBIT ORDER DSTV JAN 0042', 'DSTV FEB DEBICHECK', 'DebiCheck DStv March', 'MAGTAPE DEBIT DSTV SETTLEMENT APR'].map(payeeKey);
    expect(new Set(keys)).toEqual(new Set(['DSTV']));
  });
});

describe('affinity ads', () => {
  it('offers a cheaper product against a regular payment and recommends it when it saves 10 % or more', () => {
    const transactions = [
      debit('2026-08-03', 120, 'AVBOB FUNERAL 0042819', 'Funeral Cover'),
      debit('2026-09-03', 120, 'AVBOB FUNERAL 0042819', 'Funeral Cover'),
      debit('2026-10-03', 120, 'AVBOB FUNERAL 0042819', 'Funeral Cover'),
    ];
    expect(affinityAds(transactions, AS_OF, [FUNERAL])).toEqual({
      ads: [
        {
          ad_id: 'funeral-cover',
          title: 'Funeral cover',
          offers: [{ offer_title: 'Funeral cover from R89', offer_static_url: 'https://offers.khanya.example/funeral' }],
          transaction_offers: [{ label: 'Funeral Cover', description: 'AVBOB FUNERAL 0042819', average_amount: 120, average_difference_percent: -25.8, offer_title: 'Funeral cover from R89', offer_static_url: 'https://offers.khanya.example/funeral' }],
          should_recommend_offers: true,
        },
      ],
    });
  });

  it('does not recommend a marginal saving or a dearer offer, and lists no ad without a regular payment', () => {
    const transactions = [
      debit('2026-09-05', 95, 'AVBOB FUNERAL', 'Funeral Cover'),
      debit('2026-10-05', 95, 'AVBOB FUNERAL', 'Funeral Cover'),
      debit('2026-09-20', 250, 'VODACOM', 'Utilities - Telephone'),
      debit('2026-10-20', 250, 'VODACOM', 'Utilities - Telephone'),
      // Once only: not regular.
      debit('2026-10-11', 400, 'MTN AIRTIME', 'Utilities - Telephone'),
    ];
    const { ads } = affinityAds(transactions, AS_OF, [FUNERAL, PHONE]);
    expect(ads.map((ad) => [ad.ad_id, ad.should_recommend_offers, ad.transaction_offers.map((offer) => offer.average_difference_percent)])).toEqual([
      ['funeral-cover', false, [-6.3]],
      ['mobile', false, [19.6]],
    ]);
    expect(affinityAds([debit('2026-10-01', 300, 'VODACOM', 'Utilities - Telephone')], AS_OF, [PHONE])).toEqual({ ads: [] });
  });

  it('reads only debits of the last 90 days under the offer\'s labels', () => {
    const transactions = [
      debit('2026-05-03', 300, 'AVBOB FUNERAL', 'Funeral Cover'),
      debit('2026-06-03', 300, 'AVBOB FUNERAL', 'Funeral Cover'),
      debit('2026-10-03', 300, 'AVBOB FUNERAL', 'Life Insurance'),
      { ...debit('2026-10-04', 300, 'AVBOB FUNERAL', 'Funeral Cover'), amount_cents: 30000 },
    ];
    expect(affinityAds(transactions, AS_OF, [FUNERAL])).toEqual({ ads: [] });
  });

  it('gives the same ads for the same transactions in any order', () => {
    const transactions = [
      debit('2026-09-03', 120, 'AVBOB FUNERAL', 'Funeral Cover'),
      debit('2026-10-03', 120, 'AVBOB FUNERAL', 'Funeral Cover'),
      debit('2026-09-04', 150, 'OLD MUTUAL FUNERAL', 'Funeral Cover'),
      debit('2026-10-04', 150, 'OLD MUTUAL FUNERAL', 'Funeral Cover'),
    ];
    expect(affinityAds([...transactions].reverse(), AS_OF, [FUNERAL])).toEqual(affinityAds(transactions, AS_OF, [FUNERAL]));
  });
});
