/**
 * oidc-provider's storage on DynamoDB Local (the bank's own table, created by the local
 * resources): what the authorisation flow does not show on its own: expiry checked on read,
 * the uid pointer, revocation by grant and the single conditional consume.
 */
import { randomUUID } from 'node:crypto';
import { errors } from 'oidc-provider';
import { DynamoDbAdapter } from './adapter.ts';

const id = () => randomUUID();

describe('DynamoDbAdapter', () => {
  const codes = new DynamoDbAdapter('AuthorizationCode');
  const tokens = new DynamoDbAdapter('AccessToken');
  const sessions = new DynamoDbAdapter('Session');

  it('stores and finds a payload, per model', async () => {
    const key = id();
    await codes.upsert(key, { accountId: 'user_good', grantId: 'g' }, 60);
    expect(await codes.find(key)).toEqual({ accountId: 'user_good', grantId: 'g' });
    expect(await tokens.find(key)).toBeUndefined();
  });

  it('does not find an expired payload, whatever DynamoDB\'s TTL has not deleted yet', async () => {
    const key = id();
    await codes.upsert(key, { accountId: 'user_good' }, -1);
    expect(await codes.find(key)).toBeUndefined();
  });

  it('finds a session by its uid', async () => {
    const key = id();
    const uid = id();
    await sessions.upsert(key, { uid, accountId: 'user_good' }, 600);
    expect(await sessions.findByUid(uid)).toEqual({ uid, accountId: 'user_good' });
    expect(await sessions.findByUid(id())).toBeUndefined();
  });

  it('consumes once: the second consume is invalid_grant, and find shows when', async () => {
    const key = id();
    await codes.upsert(key, { accountId: 'user_good' }, 60);
    await codes.consume(key);
    await expect(codes.consume(key)).rejects.toBeInstanceOf(errors.InvalidGrant);
    expect(await codes.find(key)).toEqual({ accountId: 'user_good', consumed: expect.any(Number) });
  });

  it('lets exactly one of many concurrent consumes win', async () => {
    const key = id();
    await codes.upsert(key, { accountId: 'user_good' }, 60);
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => codes.consume(key)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(errors.InvalidGrant);
  });

  it('does not consume what is not there', async () => {
    await expect(codes.consume(id())).rejects.toBeInstanceOf(errors.InvalidGrant);
  });

  it('revokes every artefact of a grant, and only those', async () => {
    const grantId = id();
    const [code, token, other] = [id(), id(), id()];
    await codes.upsert(code, { grantId }, 60);
    await tokens.upsert(token, { grantId }, 600);
    await tokens.upsert(other, { grantId: id() }, 600);
    await tokens.revokeByGrantId(grantId);
    expect(await codes.find(code)).toBeUndefined();
    expect(await tokens.find(token)).toBeUndefined();
    expect(await tokens.find(other)).toEqual({ grantId: expect.any(String) });
  });

  it('destroys one artefact', async () => {
    const key = id();
    await tokens.upsert(key, { accountId: 'user_good' }, 600);
    await tokens.destroy(key);
    expect(await tokens.find(key)).toBeUndefined();
  });
});
