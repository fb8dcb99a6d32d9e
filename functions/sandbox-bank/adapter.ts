/**
 * oidc-provider's storage on DynamoDB, so that sessions, interactions, codes and tokens survive
 * across Lambda invocations and containers. One item per artefact in the bank's own table:
 *
 *   pk         `${model}:${id}`                      the artefact (payload as JSON, expiresAt = TTL)
 *   pk         `${model}:uid:${uid}` / `userCode:`   pointers for findByUid / findByUserCode
 *   grantId    GSI `byGrant`                         every artefact of a grant, for revokeByGrantId
 *
 * DynamoDB's TTL deletes expired items only eventually (up to days later), so `find` checks
 * `expiresAt` itself. `consume` is one conditional update: of two token requests racing with
 * the same authorisation code, exactly one marks it consumed; the other gets invalid_grant.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import { dynamo } from '#platform/clients/dynamodb';
import { config } from '#platform/config';
import { SANDBOX_BANK_TABLE } from '#platform/repositories/table-design';

const SANDBOX_GRANT_INDEX = SANDBOX_BANK_TABLE.grantIndex.indexName;

interface StoredItem {
  pk: string;
  payload: string;
  expiresAt?: number;
  grantId?: string;
  consumed?: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export class DynamoDbAdapter implements Adapter {
  constructor(private readonly model: string) {}

  private key(id: string): string {
    return `${this.model}:${id}`;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const table = config.sandboxBankTable;
    const expiresAt = expiresIn ? nowSeconds() + expiresIn : undefined;
    const item: StoredItem = { pk: this.key(id), payload: JSON.stringify(payload), expiresAt, grantId: payload.grantId };
    await dynamo.send(new PutCommand({ TableName: table, Item: item }));
    // Pointers are written after the artefact, so a pointer never leads nowhere for long.
    if (payload.uid) await dynamo.send(new PutCommand({ TableName: table, Item: { pk: this.key(`uid:${payload.uid}`), payload: JSON.stringify(id), expiresAt } }));
    if (payload.userCode) await dynamo.send(new PutCommand({ TableName: table, Item: { pk: this.key(`userCode:${payload.userCode}`), payload: JSON.stringify(id), expiresAt } }));
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const { Item } = await dynamo.send(new GetCommand({ TableName: config.sandboxBankTable, Key: { pk: this.key(id) }, ConsistentRead: true }));
    const item = Item as StoredItem | undefined;
    if (!item || (item.expiresAt !== undefined && item.expiresAt <= nowSeconds())) return undefined;
    const payload = JSON.parse(item.payload) as AdapterPayload;
    return item.consumed === undefined ? payload : { ...payload, consumed: item.consumed };
  }

  private async findByPointer(kind: 'uid' | 'userCode', value: string): Promise<AdapterPayload | undefined> {
    const { Item } = await dynamo.send(new GetCommand({ TableName: config.sandboxBankTable, Key: { pk: this.key(`${kind}:${value}`) }, ConsistentRead: true }));
    const pointer = Item as StoredItem | undefined;
    if (!pointer || (pointer.expiresAt !== undefined && pointer.expiresAt <= nowSeconds())) return undefined;
    return this.find(JSON.parse(pointer.payload) as string);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findByPointer('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findByPointer('userCode', userCode);
  }

  async consume(id: string): Promise<void> {
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: config.sandboxBankTable,
          Key: { pk: this.key(id) },
          UpdateExpression: 'SET #consumed = :now',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#consumed)',
          // `consumed` is a DynamoDB reserved word.
          ExpressionAttributeNames: { '#consumed': 'consumed' },
          ExpressionAttributeValues: { ':now': nowSeconds() },
        }),
      );
    } catch (error) {
      // Another request consumed it between our read and this write: that one wins.
      if (error instanceof ConditionalCheckFailedException) throw new errors.InvalidGrant(`${this.model} already consumed`);
      throw error;
    }
  }

  /**
   * Adds one to the artefact's counter and answers the new count: one atomic update, so that
   * answers sent at once each count (the sandbox's OTP attempts). The item belongs to `grantId`,
   * so revoking the grant removes it too.
   */
  async increment(id: string, grantId: string, expiresIn: number): Promise<number> {
    const { Attributes } = await dynamo.send(
      new UpdateCommand({
        TableName: config.sandboxBankTable,
        Key: { pk: this.key(id) },
        UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expiresAt), grantId = :grantId, payload = if_not_exists(payload, :payload)',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':expiresAt': nowSeconds() + expiresIn, ':grantId': grantId, ':payload': '{}' },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.count ?? 0);
  }

  /** The counter `increment` keeps (0 when none, or expired). */
  async count(id: string): Promise<number> {
    const { Item } = await dynamo.send(new GetCommand({ TableName: config.sandboxBankTable, Key: { pk: this.key(id) }, ConsistentRead: true }));
    if (!Item || (typeof Item.expiresAt === 'number' && Item.expiresAt <= nowSeconds())) return 0;
    return Number(Item.count ?? 0);
  }

  async destroy(id: string): Promise<void> {
    await dynamo.send(new DeleteCommand({ TableName: config.sandboxBankTable, Key: { pk: this.key(id) } }));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo.send(
        new QueryCommand({
          TableName: config.sandboxBankTable,
          IndexName: SANDBOX_GRANT_INDEX,
          KeyConditionExpression: 'grantId = :grantId',
          ExpressionAttributeValues: { ':grantId': grantId },
          ExclusiveStartKey: startKey,
        }),
      );
      await Promise.all((page.Items ?? []).map((item) => dynamo.send(new DeleteCommand({ TableName: config.sandboxBankTable, Key: { pk: item.pk as string } }))));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  }
}
