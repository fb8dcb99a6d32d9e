/**
 * PLACEHOLDER (engine helper): the "document" helper owns authenticity.ts and the lead keeps that
 * version on merge. Until it lands, every statement is reported with no signals so that
 * statement-files.ts can be built and tested against the agreed signature.
 */
import type { PdfDocumentText } from './document.ts';
import type { PdfStatement } from './statement-types.ts';

export interface AuthenticitySignal {
  code: string;
  detail: string;
  page?: number;
  row?: number;
}

export interface Authenticity {
  verdict: 'no_signals' | 'suspicious' | 'tampered';
  signals: AuthenticitySignal[];
}

export function assessAuthenticity(doc: PdfDocumentText, statement: PdfStatement): Authenticity {
  void doc;
  void statement;
  return { verdict: 'no_signals', signals: [] };
}
