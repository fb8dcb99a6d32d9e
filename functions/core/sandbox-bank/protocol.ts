/**
 * What the Khanya Sandbox Bank publishes to its clients, as a bank's developer portal would: the
 * mount path, the registered client, the scope, the accounts API's paths and the shapes of its
 * answers (modelled on the UK Open Banking Account and Transaction API v3.1, with South African
 * account identification). The bank (functions/sandbox-bank) serves these; the SandboxConnector
 * (functions/platform/connectors/sandbox.ts) calls them over HTTP and shares nothing else.
 */

/** Where the bank is mounted on the API's origin; its issuer is `${API_URL}${SANDBOX_BANK_MOUNT}`. */
export const SANDBOX_BANK_MOUNT = '/sandbox-bank';
/** The one registered client: Khanya's connect flow. */
export const SANDBOX_CLIENT_ID = 'khanya-connect';
/** The path of the client's only redirect URI, on CONNECT_URL. */
export const SANDBOX_CALLBACK_PATH = '/connect/oauth/callback';
/** What Khanya asks for: the applicant's identity, accounts (with balances) and transactions. */
export const SANDBOX_SCOPE = 'openid accounts transactions';
export const SANDBOX_SCOPES = ['openid', 'accounts', 'transactions'] as const;
/** How many days of transactions the bank shares (the consent page says so). */
export const SANDBOX_HISTORY_DAYS = 90;

/** oidc-provider's routes, relative to the mount (also in the discovery document). */
export const SANDBOX_ENDPOINTS = {
  authorization: '/auth',
  token: '/token',
  jwks: '/jwks',
  userinfo: '/me',
  revocation: '/token/revocation',
  discovery: '/.well-known/openid-configuration',
} as const;

/** The accounts API, relative to the mount. */
export const SANDBOX_AISP_BASE = '/open-banking/v3.1/aisp';
export const sandboxAispPaths = {
  accounts: () => `${SANDBOX_AISP_BASE}/accounts`,
  balances: (accountId: string) => `${SANDBOX_AISP_BASE}/accounts/${encodeURIComponent(accountId)}/balances`,
  transactions: (accountId: string) => `${SANDBOX_AISP_BASE}/accounts/${encodeURIComponent(accountId)}/transactions`,
  /** POST `{ "otp": "123456" }` answers a challenge (Khanya extension; not part of Open Banking). */
  challenge: (challengeId: string) => `${SANDBOX_AISP_BASE}/challenges/${encodeURIComponent(challengeId)}`,
};

export interface ObAmount {
  /** Decimal string, always positive: the direction is CreditDebitIndicator. */
  Amount: string;
  Currency: string;
}

export type ObCreditDebit = 'Credit' | 'Debit';

export interface ObAccount {
  AccountId: string;
  Currency: string;
  AccountType: 'Personal';
  AccountSubType: 'CurrentAccount' | 'Savings' | 'CreditCard';
  Nickname: string;
  Account: { SchemeName: 'ZA.BranchCodeAccountNumber'; Identification: string; Name: string }[];
}

export interface ObBalance {
  AccountId: string;
  Amount: ObAmount;
  CreditDebitIndicator: ObCreditDebit;
  Type: 'ClosingBooked' | 'InterimAvailable';
  DateTime: string;
}

export interface ObTransaction {
  AccountId: string;
  /** Stable for the same transaction across calls: Khanya de-duplicates links and rethreads by it. */
  TransactionId: string;
  TransactionReference: string | null;
  Amount: ObAmount;
  CreditDebitIndicator: ObCreditDebit;
  /** Pending rows get a new TransactionId when they book (as at real banks): clients keep only Booked ones. */
  Status: 'Booked' | 'Pending';
  BookingDateTime: string;
  ValueDateTime: string;
  TransactionInformation: string;
  /** The running balance after a booked row; pending rows have none. */
  Balance?: { Amount: ObAmount; CreditDebitIndicator: ObCreditDebit; Type: 'InterimBooked' };
}

export interface ObResponse<T> {
  Data: T;
  Links: { Self: string };
  Meta: { TotalPages: number };
}

export type ObAccountsResponse = ObResponse<{ Account: ObAccount[] }>;
export type ObBalancesResponse = ObResponse<{ Balance: ObBalance[] }>;
export type ObTransactionsResponse = ObResponse<{ Transaction: ObTransaction[] }>;

/** The bank's error body (Open Banking's shape). */
export interface ObErrorResponse {
  Code: string;
  Message: string;
  Errors: { ErrorCode: string; Message: string }[];
  /** For `KH.Sandbox.OtpRequired`: what to ask the applicant, and where to post the answer. */
  Challenge?: { Id: string; Fields: { Name: string; Label: string; Type: 'otp' }[] };
}

/** Error codes of the accounts API (Open Banking's where one fits; KH.* are the sandbox's). */
export const SANDBOX_ERROR_CODES = {
  unauthorised: 'UK.OBIE.Unauthorised',
  notFound: 'UK.OBIE.Resource.NotFound',
  invalidField: 'UK.OBIE.Field.Invalid',
  otpRequired: 'KH.Sandbox.OtpRequired',
  invalidOtp: 'KH.Sandbox.InvalidOtp',
  /** Too many wrong one-time PINs for this authorisation: it is locked. */
  otpLocked: 'KH.Sandbox.OtpLocked',
  unavailable: 'KH.Sandbox.Unavailable',
} as const;

/** Rand (negative: money out) → Open Banking's positive amount and direction. */
export function toObAmount(rand: number, currency = 'ZAR'): { Amount: ObAmount; CreditDebitIndicator: ObCreditDebit } {
  return { Amount: { Amount: Math.abs(rand).toFixed(2), Currency: currency }, CreditDebitIndicator: rand < 0 ? 'Debit' : 'Credit' };
}

/** Open Banking's amount and direction → rand (negative: money out). */
export function fromObAmount(amount: ObAmount, indicator: ObCreditDebit): number {
  const value = Number(amount.Amount);
  return indicator === 'Debit' ? -value : value;
}
