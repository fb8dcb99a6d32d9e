import { DomainError } from '#schemas/errors';
import { BANKS, checkSelection, presentBanks } from './banks.ts';
import { connectionStep, errorOfOAuthRedirect, recordableOAuthError, stepError, type StepInput } from './step.ts';

const auth = { authorizationEndpoint: 'http://bank/auth', clientId: 'khanya', scope: 'openid accounts transactions', responseType: 'code' as const, codeChallengeMethod: 'S256' as const };
const input = (over: Partial<StepInput> = {}): StepInput => ({
  applicationId: 'app1',
  connectionId: null,
  selection: [],
  links: [],
  error: null,
  authorizationFor: (bankId) => (bankId === 'sandbox' ? auth : undefined),
  ...over,
});
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as DomainError).code;
  }
  return 'none';
};

describe('bank catalogue', () => {
  it('lists the statement banks (PDF layout slugs) for upload and e-mail, and the sandbox for linking', () => {
    expect(BANKS.map((bank) => bank.bank_slug).sort()).toEqual(
      ['absa', 'african_bank', 'capitec', 'discovery', 'fnb', 'investec', 'nedbank', 'sandbox', 'standard_bank', 'tymebank'],
    );
    const fnb = BANKS.find((bank) => bank.id === 'fnb')!;
    expect(fnb).toMatchObject({ automated_active: false, pdf_upload_supported: true, methods_available: ['manual', 'email'] });
    expect(BANKS.find((bank) => bank.id === 'sandbox')).toMatchObject({ display_name: 'Khanya Sandbox Bank', automated_active: true, methods_available: ['automatic', 'manual', 'email'] });
  });

  it('refuses an unknown bank and a method the bank does not offer; keeps one entry per bank', () => {
    expect(codeOf(() => checkSelection([{ bank_id: 'nope', upload_method: 'manual' }]))).toBe('bank_not_found');
    expect(codeOf(() => checkSelection([{ bank_id: 'fnb', upload_method: 'automatic' }]))).toBe('bank_method_not_available');
    expect(checkSelection([{ bank_id: 'fnb', upload_method: 'manual' }, { bank_id: 'fnb', upload_method: 'email' }])).toEqual([{ bank_id: 'fnb', upload_method: 'email' }]);
  });

  it('marks the selected banks', () => {
    const banks = presentBanks([{ bank_id: 'capitec', upload_method: 'manual' }]);
    expect(banks.filter((bank) => bank.is_selected).map((bank) => bank.id)).toEqual(['capitec']);
    expect(banks[0]).toEqual(expect.objectContaining({ login_fields: [], display_login_fields: false }));
  });
});

describe('connection step', () => {
  it('no bank chosen: FORM without a bank or fields, not complete, PDFs allowed', () => {
    expect(connectionStep(input())).toMatchObject({ type: 'FORM', complete: false, bank_id: null, login_fields: [], is_pdf_allowed: true, redirect_url: null });
  });

  it('automatic and not linked: REDIRECT with the connector\'s authorisation parameters', () => {
    const step = connectionStep(input({ selection: [{ bank_id: 'sandbox', upload_method: 'automatic' }] }));
    expect(step).toMatchObject({
      type: 'REDIRECT',
      complete: false,
      redirect_url: 'http://bank/auth',
      redirect_type: 'oauth2',
      client_id: 'khanya',
      scope: 'openid accounts transactions',
      response_type: 'code',
      code_challenge_method: 'S256',
      bank_id: 'sandbox',
    });
  });

  it('OTP pending: FORM with the challenge\'s fields; fetching: THREAD; linked: COMPLETE', () => {
    const selection = [{ bank_id: 'sandbox', upload_method: 'automatic' as const }];
    const challenge = { id: 'c1', fields: [{ name: 'otp', label: 'One-time PIN', type: 'otp' as const }] };
    expect(connectionStep(input({ selection, links: [{ bank_id: 'sandbox', status: 'challenge', challenge }] }))).toMatchObject({ type: 'FORM', login_fields: challenge.fields });
    expect(connectionStep(input({ selection, links: [{ bank_id: 'sandbox', status: 'fetching', challenge: null }] }))).toMatchObject({ type: 'THREAD', complete: false });
    expect(connectionStep(input({ selection, links: [{ bank_id: 'sandbox', status: 'linked', challenge: null }] }))).toMatchObject({
      type: 'COMPLETE',
      complete: true,
      banks_already_linked: ['sandbox'],
    });
  });

  it('a fetch that died with its request (fetching for longer than any request lives) is linked again', () => {
    const selection = [{ bank_id: 'sandbox', upload_method: 'automatic' as const }];
    const now = new Date('2025-01-01T12:00:00Z');
    const fetching = (minutesAgo: number) => [{ bank_id: 'sandbox', status: 'fetching' as const, challenge: null, updated_at: new Date(now.getTime() - minutesAgo * 60_000).toISOString() }];
    expect(connectionStep(input({ selection, links: fetching(1), now })).type).toBe('THREAD');
    expect(connectionStep(input({ selection, links: fetching(10), now }))).toMatchObject({ type: 'REDIRECT', redirect_url: 'http://bank/auth', error: { code: 'bank_unavailable', next_step: 'retry' } });
  });

  it('only manual or e-mail chosen: COMPLETE', () => {
    expect(connectionStep(input({ selection: [{ bank_id: 'fnb', upload_method: 'manual' }] }))).toMatchObject({ type: 'COMPLETE', complete: true, bank_id: 'fnb' });
  });

  it('keeps the last failure with its next step; a bank without a connector says it is unavailable', () => {
    const error = stepError('bank_consent_denied');
    expect(error).toEqual({ code: 'bank_consent_denied', message: expect.stringContaining('upload your statements'), next_step: 'upload_instead' });
    expect(connectionStep(input({ selection: [{ bank_id: 'sandbox', upload_method: 'automatic' }], error })).error).toEqual(error);
    const noConnector = connectionStep(input({ selection: [{ bank_id: 'sandbox', upload_method: 'automatic' }], authorizationFor: () => undefined }));
    expect(noConnector).toMatchObject({ type: 'REDIRECT', redirect_url: null, error: { code: 'bank_unavailable' } });
  });

  it('maps bank errors to next steps and OAuth error redirects to catalogue codes', () => {
    expect(stepError('invalid_otp').next_step).toBe('retry');
    expect(stepError('bank_account_locked').next_step).toBe('contact_bank');
    expect(stepError('bank_unavailable').next_step).toBe('retry');
    expect(errorOfOAuthRedirect('access_denied')).toBe('bank_consent_denied');
    expect(errorOfOAuthRedirect('temporarily_unavailable')).toBe('bank_unavailable');
    expect(errorOfOAuthRedirect('invalid_request')).toBe('invalid_oauth_code');
    expect(errorOfOAuthRedirect('access_denied', 'account_locked')).toBe('bank_account_locked');
    expect(errorOfOAuthRedirect('access_denied', 'The applicant denied access at the bank')).toBe('bank_consent_denied');
  });
});

describe('recordableOAuthError', () => {
  it('keeps the OAuth and OpenID Connect error codes and writes anything else as `other`', () => {
    for (const code of ['access_denied', 'temporarily_unavailable', 'server_error', 'login_required', 'consent_required', 'account_locked']) expect(recordableOAuthError(code)).toBe(code);
    for (const raw of ['<script>alert(1)</script>', 'ACCESS_DENIED', 'access_denied ', '', 'x'.repeat(500)]) expect(recordableOAuthError(raw)).toBe('other');
  });
});
