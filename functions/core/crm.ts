/**
 * The CRM integration's rules: the CRM webhook's secret (compared by digest, in constant time),
 * and what Khanya writes back on the lender's deal when the analysis is ready — a short note a
 * sales person can act on (no transactions, no ID number), and the status value.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AffordabilityAnalysis } from '#schemas/analyses';
import { randText } from './bank-data.ts';

export function secretMatches(given: string | undefined, storedDigest: string): boolean {
  if (!given) return false;
  const a = createHash('sha256').update(given).digest();
  const b = Buffer.from(storedDigest, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

const rand = (value: number | null | undefined) => (value === null || value === undefined ? 'not shown' : randText(Math.round(value * 100)));

export interface CrmNoteInput {
  applicationId: string;
  consoleUrl: string;
  affordability: AffordabilityAnalysis | null;
  enoughHistory: boolean;
  revetOutcome: string | null;
  transactionCount: number;
}

export function crmNote(input: CrmNoteInput): { title: string; content: string } {
  const lines: string[] = [];
  if (!input.enoughHistory || !input.affordability) {
    lines.push('Less than one month of bank data was shared: affordability cannot be shown yet.');
  } else {
    lines.push(`Average monthly primary income: ${rand(input.affordability.average_full_month_primary_income)}`);
    lines.push(`Average monthly affordable amount: ${rand(input.affordability.average_full_month_affordability)}`);
    lines.push(`Full months analysed: ${input.affordability.monthly_affordability.filter((month) => month.full_month).length}`);
  }
  if (input.revetOutcome) lines.push(`Re-vet outcome: ${input.revetOutcome}`);
  lines.push(`Transactions labelled: ${input.transactionCount}`);
  lines.push(`Details: ${input.consoleUrl.replace(/\/+$/, '')}/console/applications/${input.applicationId}`);
  return { title: 'Khanya bank data analysed', content: lines.join('\n') };
}

/** The value `send_status` writes on the deal for an analysed application. */
export const CRM_STATUS_ANALYSED = 'Bank data analysed';
