/**
 * BankConnector.revoke on the SandboxConnector against the real sandbox bank (RFC 7009): the
 * linking service revokes grants it no longer uses (services/bank-linking.ts). A revoked grant
 * no longer reads the accounts, and revoking it again is not an error.
 */
import { BankLinkError, type BankGrant } from '#core/bank-linking/connector';
import { SandboxConnector } from '#platform/connectors/sandbox';
import { authorizeWithSandbox, pkcePair } from '../helpers/sandbox-bank.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let api: TestServer;
const connector = new SandboxConnector();
const REDIRECT_URI = `${process.env.CONNECT_URL}/connect/oauth/callback`;

beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

async function link(username: string): Promise<BankGrant> {
  const { codeVerifier, codeChallenge, nonce } = pkcePair();
  const authorization = connector.authorization();
  const result = await authorizeWithSandbox({ baseUrl: authorization.authorizationEndpoint.replace(/\/auth$/, ''), username, password: 'pass_good', consent: 'allow', redirectUri: REDIRECT_URI, state: 'st', codeChallenge, clientId: authorization.clientId, scope: authorization.scope, nonce });
  if (!('code' in result)) throw new Error(`no code: ${JSON.stringify(result)}`);
  return connector.exchangeCode({ code: result.code, codeVerifier, redirectUri: REDIRECT_URI, iss: result.iss ?? undefined });
}

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
