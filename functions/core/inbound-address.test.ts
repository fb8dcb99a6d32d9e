import { addressesIn, findProxyId, proxyIdOf, statementsEmailAddress } from './inbound-address.ts';

const PROXY = '3f2b8c1e-9a4d-4e5f-8b6a-0c1d2e3f4a5b';
const DOMAIN = 'in.khanya.example';
const ADDRESS = `statements+${PROXY}@${DOMAIN}`;

describe('statementsEmailAddress', () => {
  it('is statements+{proxy_id}@{domain}, lower-cased', () => {
    expect(statementsEmailAddress(PROXY.toUpperCase(), 'IN.Khanya.Example')).toBe(ADDRESS);
  });
});

describe('addressesIn', () => {
  it('reads bare addresses, display names (quoted, with commas and @), comments, lists and groups', () => {
    expect(addressesIn('a@x.example')).toEqual(['a@x.example']);
    expect(addressesIn('"Doe, Jane (jane@fake.example)" <Jane@X.Example>, b@y.example')).toEqual(['jane@x.example', 'b@y.example']);
    expect(addressesIn('Statements <statements+abc@in.example> (forwarded)')).toEqual(['statements+abc@in.example']);
    expect(addressesIn('Team: a@x.example, b@y.example;')).toEqual(['a@x.example', 'b@y.example']);
    expect(addressesIn('<mailto:c@z.example>')).toEqual(['c@z.example']);
    expect(addressesIn('')).toEqual([]);
    expect(addressesIn(undefined)).toEqual([]);
    expect(addressesIn('no address here')).toEqual([]);
  });
});

describe('proxyIdOf', () => {
  it('finds the proxy id in statements+<uuid>@<domain>, case-insensitively', () => {
    expect(proxyIdOf(ADDRESS, DOMAIN)).toBe(PROXY);
    expect(proxyIdOf(ADDRESS.toUpperCase(), DOMAIN)).toBe(PROXY);
  });

  it('refuses another domain, another local part, a missing or malformed id', () => {
    expect(proxyIdOf(`statements+${PROXY}@evil.example`, DOMAIN)).toBeUndefined();
    expect(proxyIdOf(`statements+${PROXY}@sub.${DOMAIN}`, DOMAIN)).toBeUndefined();
    expect(proxyIdOf(`billing+${PROXY}@${DOMAIN}`, DOMAIN)).toBeUndefined();
    expect(proxyIdOf(`statements@${DOMAIN}`, DOMAIN)).toBeUndefined();
    expect(proxyIdOf(`statements+not-a-uuid@${DOMAIN}`, DOMAIN)).toBeUndefined();
    expect(proxyIdOf(`statements+${PROXY}x@${DOMAIN}`, DOMAIN)).toBeUndefined();
  });
});

describe('findProxyId', () => {
  it('looks in the envelope, Delivered-To, X-Original-To, To and Cc', () => {
    expect(findProxyId({ envelope: [ADDRESS] }, DOMAIN)).toBe(PROXY);
    expect(findProxyId({ deliveredTo: [ADDRESS] }, DOMAIN)).toBe(PROXY);
    expect(findProxyId({ xOriginalTo: [`<${ADDRESS}>`] }, DOMAIN)).toBe(PROXY);
    expect(findProxyId({ receivedFor: [ADDRESS] }, DOMAIN)).toBe(PROXY);
    expect(findProxyId({ to: [`"Khanya" <${ADDRESS.toUpperCase()}>`] }, DOMAIN)).toBe(PROXY);
    expect(findProxyId({ to: ['someone@mail.example'], cc: [`x@y.example, Statements <${ADDRESS}>`] }, DOMAIN)).toBe(PROXY);
  });

  it('prefers the envelope (what SES delivered for) over the headers', () => {
    const other = '11111111-2222-4333-8444-555555555555';
    expect(findProxyId({ envelope: [ADDRESS], to: [`statements+${other}@${DOMAIN}`] }, DOMAIN)).toBe(PROXY);
  });

  it('finds nothing when no recipient is a statements address of the domain', () => {
    expect(findProxyId({ to: ['a@b.example'], cc: [], envelope: [`statements+${PROXY}@other.example`] }, DOMAIN)).toBeUndefined();
    expect(findProxyId({}, DOMAIN)).toBeUndefined();
  });
});
