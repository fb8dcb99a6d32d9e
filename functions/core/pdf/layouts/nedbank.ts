import type { PdfBankLayout } from '../layout.ts';

export const layouts: readonly PdfBankLayout[] = [];
