/**
 * The connector registry: which BankConnector (functions/core/bank-linking/connector.ts) links
 * accounts of which bank, by `bank_slug`. The Khanya Sandbox Bank's is sandbox.ts; real banks
 * add theirs here. Tests may register a connector of their own (`registerConnector`). Every
 * connector is handed out guarded (guarded.ts): the service sees BankLinkError codes only.
 */
import type { BankConnector } from '#core/bank-linking/connector';
import { guarded } from './guarded.ts';
import { SANDBOX_BANK_SLUG, SandboxConnector } from './sandbox.ts';

const overrides = new Map<string, BankConnector>();

let sandbox: BankConnector | undefined;
const BUILT_IN: Record<string, () => BankConnector | undefined> = {
  [SANDBOX_BANK_SLUG]: () => (sandbox ??= guarded(new SandboxConnector())),
};

/** The connector for the bank, or undefined when no connector links it. */
export function connectorFor(bankSlug: string): BankConnector | undefined {
  return overrides.get(bankSlug) ?? BUILT_IN[bankSlug]?.();
}

/** Replaces the bank's connector (tests); `undefined` restores the built-in one. */
export function registerConnector(bankSlug: string, connector: BankConnector | undefined): void {
  if (connector) overrides.set(bankSlug, guarded(connector));
  else overrides.delete(bankSlug);
}
