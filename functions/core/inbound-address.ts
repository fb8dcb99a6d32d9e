/**
 * Each application's inbound address for e-mailed statements, `statements+{proxy_id}@{domain}`,
 * and finding the proxy id among an e-mail's recipients. Kept apart from inbound-email.ts (which
 * loads mailparser) because config and the API answers need only this.
 */

/** Used when INBOUND_EMAIL_DOMAIN is not set. */
export const DEFAULT_INBOUND_EMAIL_DOMAIN = 'in.khanya.example';
/** The local part before the `+`: `statements+{proxy_id}@…`. */
export const INBOUND_LOCAL_PART = 'statements';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The address an applicant (or their bank) sends statements to. */
export function statementsEmailAddress(proxyId: string, domain: string): string {
  return `${INBOUND_LOCAL_PART}+${proxyId.toLowerCase()}@${domain.toLowerCase()}`;
}

/**
 * Every e-mail address in a header value: `a@x.example`, `"Doe, Jane" <jane@x.example>`,
 * `Name <a@x>, b@y`, group syntax, comments. Lower-cased; display names and comments dropped.
 */
export function addressesIn(value: string | undefined | null): string[] {
  if (!value) return [];
  // Quoted display names and comments may hold commas and @ signs: remove them first.
  const cleaned = value.replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/\((?:[^()\\]|\\.)*\)/g, ' ');
  const found: string[] = [];
  for (const match of cleaned.matchAll(/<\s*([^<>\s]+@[^<>\s]+)\s*>|([^\s<>,;:"]+@[^\s<>,;:"]+)/g)) {
    const address = (match[1] ?? match[2] ?? '').replace(/^mailto:/i, '').replace(/[.>]+$/, '');
    if (address.includes('@')) found.push(address.toLowerCase());
  }
  return found;
}

/** Where an e-mail says it is going: the recipient headers and the envelope (SES receipt recipients). */
export interface EmailRecipients {
  to?: readonly string[];
  cc?: readonly string[];
  deliveredTo?: readonly string[];
  xOriginalTo?: readonly string[];
  /** The `for <address>` clauses of the Received headers (SES's own names the recipient it accepted the message for). */
  receivedFor?: readonly string[];
  /** SES `receipt.recipients` / `mail.destination`, or the local inbox's envelope. */
  envelope?: readonly string[];
}

/** The proxy id in one address, when it is `statements+<uuid>@<domain>` (case-insensitive). */
export function proxyIdOf(address: string, domain: string): string | undefined {
  const [local, host] = address.trim().toLowerCase().split(/@(?=[^@]*$)/);
  if (!local || !host || host !== domain.toLowerCase()) return undefined;
  const plus = local.indexOf('+');
  if (plus < 0 || local.slice(0, plus) !== INBOUND_LOCAL_PART) return undefined;
  const candidate = local.slice(plus + 1);
  return UUID.test(candidate) ? candidate : undefined;
}

/**
 * The proxy id an e-mail is addressed to: the envelope first (what SES delivered it for, even
 * when the applicant was Bcc'd), then Delivered-To, X-Original-To, the Received headers'
 * `for <…>` clauses, To and Cc. Each entry may be
 * a bare address or a header value with display names.
 */
export function findProxyId(recipients: EmailRecipients, domain: string): string | undefined {
  const ordered = [recipients.envelope, recipients.deliveredTo, recipients.xOriginalTo, recipients.receivedFor, recipients.to, recipients.cc];
  for (const list of ordered) {
    for (const entry of list ?? []) {
      for (const address of addressesIn(entry)) {
        const proxyId = proxyIdOf(address, domain);
        if (proxyId) return proxyId;
      }
    }
  }
  return undefined;
}
