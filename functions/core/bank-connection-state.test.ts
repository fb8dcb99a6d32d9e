import { codeOf } from '../../test/helpers/domain-errors.ts';
import { checkAnalysesReady, checkBankConfigured, checkComplete, checkUploadAcceptable, fileFingerprint } from './bank-connection-state.ts';

describe('checkBankConfigured', () => {
  it('accepts bank data only when the config has the bank connection', () => {
    expect(codeOf(() => checkBankConfigured({ connections: [{ name: 'affinity' }, { name: 'bank' }] }))).toBeUndefined();
    expect(codeOf(() => checkBankConfigured({ connections: [{ name: 'affinity' }] }))).toBe('bank_not_configured');
    expect(codeOf(() => checkBankConfigured(undefined))).toBe('bank_not_configured');
  });
});

describe('checkUploadAcceptable', () => {
  const connection = { accounts: [{ account_number: '111' }], file_fingerprints: [fileFingerprint('a,b\n1,2\n')] };

  it('accepts new accounts and a new file', () => {
    expect(codeOf(() => checkUploadAcceptable(connection, { accounts: [{ account_number: '222' }], fingerprint: fileFingerprint('other'), checkDuplicateFile: true }))).toBeUndefined();
  });

  it('refuses the same file again, before looking at its accounts', () => {
    const again = { accounts: [{ account_number: '111' }], fingerprint: fileFingerprint('a,b\n1,2\n'), checkDuplicateFile: true };
    expect(codeOf(() => checkUploadAcceptable(connection, again))).toBe('duplicate_upload');
    // Sources that may repeat bytes (the lender's JSON) skip the file check, not the account check.
    expect(codeOf(() => checkUploadAcceptable(connection, { ...again, checkDuplicateFile: false }))).toBe('bank_account_exists');
  });

  it('refuses an account number the connection has, or the upload gives twice', () => {
    expect(codeOf(() => checkUploadAcceptable(connection, { accounts: [{ account_number: '111' }], fingerprint: 'x', checkDuplicateFile: true }))).toBe('bank_account_exists');
    const twice = { accounts: [{ account_number: '333' }, { account_number: '333' }], fingerprint: 'x', checkDuplicateFile: true };
    expect(codeOf(() => checkUploadAcceptable(connection, twice))).toBe('bank_account_exists');
  });

  it('compares account numbers as digits (one account id: ingest.ts accountIdOf), so a number written with spaces is the same account', () => {
    const held = { accounts: [{ account_number: '1054959796' }], file_fingerprints: [] };
    const spaced = { accounts: [{ account_number: '1054 959 796' }], fingerprint: 'x', checkDuplicateFile: true };
    expect(codeOf(() => checkUploadAcceptable(held, spaced))).toBe('bank_account_exists');
    const both = { accounts: [{ account_number: '2222-333' }, { account_number: '2222333' }], fingerprint: 'x', checkDuplicateFile: true };
    expect(codeOf(() => checkUploadAcceptable(connection, both))).toBe('bank_account_exists');
    const named = { accounts: [{ account_number: 'CARD' }, { account_number: 'LOAN' }], fingerprint: 'x', checkDuplicateFile: true };
    expect(codeOf(() => checkUploadAcceptable(connection, named))).toBeUndefined();
  });
});

describe('fileFingerprint', () => {
  it('is the SHA-256 of the bytes, the same for a string and its UTF-8 bytes', () => {
    expect(fileFingerprint('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(fileFingerprint(new TextEncoder().encode('abc'))).toBe(fileFingerprint('abc'));
  });
});

describe('checkComplete', () => {
  it('answers the specification\'s code for each state that cannot be read', () => {
    expect(codeOf(() => checkComplete(undefined))).toBe('connection_not_ready');
    expect(codeOf(() => checkComplete({ data_version: 0, status: 'not_ready' }))).toBe('connection_not_ready');
    expect(codeOf(() => checkComplete({ data_version: 1, status: 'analysing' }))).toBe('error_still_analysing_connection');
    expect(codeOf(() => checkComplete({ data_version: 1, status: 'failed' }))).toBe('error_analysing_connection');
    expect(codeOf(() => checkComplete({ data_version: 2, status: 'complete' }))).toBeUndefined();
  });
});

describe('checkAnalysesReady', () => {
  const ready = { generation: 3, transaction_count: 40, enough_history: true, results: { affordability: {} } };

  it('accepts the analyses of the generation the connection last completed', () => {
    expect(codeOf(() => checkAnalysesReady({ analysed_generation: 3 }, ready))).toBeUndefined();
  });

  it('answers still-analysing for missing or stale analyses', () => {
    expect(codeOf(() => checkAnalysesReady({ analysed_generation: 3 }, undefined))).toBe('error_still_analysing_connection');
    expect(codeOf(() => checkAnalysesReady({ analysed_generation: 4 }, ready))).toBe('error_still_analysing_connection');
  });

  it('answers no transactions before too little history', () => {
    expect(codeOf(() => checkAnalysesReady({ analysed_generation: 3 }, { ...ready, transaction_count: 0, enough_history: false, results: null }))).toBe('no_transactions_found');
    expect(codeOf(() => checkAnalysesReady({ analysed_generation: 3 }, { ...ready, enough_history: false, results: null }))).toBe('1_month_transaction_error');
  });
});
