/** The global boot.ts sets (see early.ts). */
import type { EarlyBoot } from './early.ts';

declare global {
  interface Window {
    __khanyaBoot?: EarlyBoot;
  }
}
