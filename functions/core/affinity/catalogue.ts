/**
 * The partners' offers affinity ads match against. A PLACEHOLDER catalogue: the products, prices
 * and `offers.khanya.example` links are illustrative until Khanya signs partners; a deployment
 * replaces this file (each entry: the labels of the spend it competes with, and its monthly price).
 */
import type { Label } from '#schemas/labels';

export interface AffinityCatalogueEntry {
  ad_id: string;
  title: string;
  /** The applicant's regular debits under these labels are what the offer would replace. */
  labels: readonly Label[];
  offer_title: string;
  offer_static_url: string;
  /** The offer's price per month, in cents, VAT included. */
  monthly_price_cents: number;
}

export const AFFINITY_CATALOGUE: readonly AffinityCatalogueEntry[] = [
  { ad_id: 'funeral-cover', title: 'Funeral cover', labels: ['Funeral Cover'], offer_title: 'Family funeral cover from R89 a month', offer_static_url: 'https://offers.khanya.example/funeral-cover', monthly_price_cents: 8900 },
  { ad_id: 'life-cover', title: 'Life cover', labels: ['Life Insurance'], offer_title: 'Life cover from R199 a month', offer_static_url: 'https://offers.khanya.example/life-cover', monthly_price_cents: 19900 },
  { ad_id: 'car-insurance', title: 'Car insurance', labels: ['Auto Insurance'], offer_title: 'Comprehensive car insurance from R549 a month', offer_static_url: 'https://offers.khanya.example/car-insurance', monthly_price_cents: 54900 },
  { ad_id: 'home-insurance', title: 'Home and contents insurance', labels: ['Home Insurance', 'General Insurance'], offer_title: 'Home contents cover from R249 a month', offer_static_url: 'https://offers.khanya.example/home-insurance', monthly_price_cents: 24900 },
  { ad_id: 'medical-cover', title: 'Medical cover', labels: ['Health Insurance'], offer_title: 'Hospital plan from R1 150 a month', offer_static_url: 'https://offers.khanya.example/hospital-plan', monthly_price_cents: 115000 },
  { ad_id: 'mobile-contract', title: 'Mobile contract', labels: ['Utilities - Telephone', 'Cellular Data Purchase'], offer_title: 'Unlimited calls and 20 GB from R299 a month', offer_static_url: 'https://offers.khanya.example/mobile', monthly_price_cents: 29900 },
  { ad_id: 'bank-account', title: 'Everyday bank account', labels: ['Bank Charges and Fees'], offer_title: 'A bank account for R59 a month, all fees in', offer_static_url: 'https://offers.khanya.example/bank-account', monthly_price_cents: 5900 },
];
