/**
 * BankConnector.revoke on the SandboxConnector against the real sandbox bank (RFC 7009): the
 * linking service revokes grants it no longer uses (services/bank-linking.ts). A revoked grant
 * no longer reads the accounts, and revoking it again is not an error.
 */
import { BankLinkError, type BankGrant } from '#core/bank-linking/connector';
import { SandboxConnector } from '#platform/connectors/sandbox';
import { sandboxGrant } from '../helpers/sandbox-bank.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let api: TestServer;
const connector = new SandboxConnector();

beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

const link = (username: string): Promise<BankGrant> => sandboxGrant(connector, username);

describe('SandboxConnector.revoke', () => {
  it('ends the grant at the bank (its access token and its refresh), and a second revoke is not an error', async () => {
    const grant = await link('user_good');
    expect((await connector.listAccounts(grant)).length).toBeGreaterThan(0);
    await connector.revoke(grant);
    const refused = await connector.listAccounts(grant).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BankLinkError);
    expect((refused as BankLinkError).code).toBe('invalid_grant');
    // The refresh token is gone too: an expired access token cannot be renewed with it.
    const expired = { ...grant, expiresAt: new Date(Date.now() - 60_000).toISOString() };
    const renewed = await connector.listAccounts(expired).catch((error: unknown) => error);
    expect(renewed).toBeInstanceOf(BankLinkError);
    expect((renewed as BankLinkError).code).toBe('invalid_grant');
    await expect(connector.revoke(grant)).resolves.toBeUndefined();
  });

  it('leaves other grants of the same person alone', async () => {
    const kept = await link('user_good');
    const revoked = await link('user_good');
    await connector.revoke(revoked);
    expect((await connector.listAccounts(kept)).length).toBeGreaterThan(0);
  });
});
