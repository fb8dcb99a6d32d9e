/** Every PDF layout; the most specific (a bank's exact format) is tried before the generic one. */
import type { PdfBankLayout } from '../layout.ts';
import { layouts as absa } from './absa.ts';
import { layouts as africanBank } from './african-bank.ts';
import { layouts as capitec } from './capitec.ts';
import { layouts as discovery } from './discovery.ts';
import { layouts as fnb } from './fnb.ts';
import { layouts as generic } from './generic.ts';
import { layouts as investec } from './investec.ts';
import { layouts as nedbank } from './nedbank.ts';
import { layouts as standardBank } from './standard-bank.ts';
import { layouts as tymebank } from './tymebank.ts';

export const BANK_LAYOUTS: readonly PdfBankLayout[] = [
  ...absa,
  ...capitec,
  ...fnb,
  ...tymebank,
  ...nedbank,
  ...standardBank,
  ...discovery,
  ...investec,
  ...africanBank,
];

export const GENERIC_LAYOUTS: readonly PdfBankLayout[] = generic;
