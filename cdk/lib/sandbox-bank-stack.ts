/**
 * The Khanya Sandbox Bank in AWS (functions/sandbox-bank): one Lambda behind its routes on the
 * API's HttpApi (SANDBOX_BANK_ROUTES, the table the local server serves too), its own DynamoDB
 * table (oidc-provider's sessions, codes and tokens; TTL on `expiresAt`) and two generated
 * secrets: the `khanya-connect` client secret, which the API's bank-linking operations may also
 * read (ApiStack grants it where EXTRA_ACCESS says `sandboxBank:client`), and the seed of the
 * bank's signing and cookie keys, which only the bank's function may read.
 *
 * A nested stack of the ApiStack (it needs the HttpApi for its routes and its URL, its issuer).
 * Everything in it is a sandbox's and disposable, so it is destroyed with the stack in every
 * stage; a redeploy only logs applicants out of the bank.
 */
import { NestedStack, RemovalPolicy } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpMethod, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { SANDBOX_BANK_TABLE } from '#platform/repositories/table-design';
import { SANDBOX_BANK_MOUNT } from '#core/sandbox-bank/protocol';
import { SANDBOX_BANK_HANDLER, SANDBOX_BANK_ROUTES } from '../../functions/sandbox-bank/routes.ts';
import { KhanyaFunction } from '../constructs/khanya-function.ts';
import type { KhanyaSettings } from './settings.ts';

export interface SandboxBankStackProps {
  settings: KhanyaSettings;
  httpApi: HttpApi;
}

/** `${API_URL}/sandbox-bank`: the bank's issuer, and where the API's connector calls it. */
export function sandboxBankUrl(httpApi: HttpApi): string {
  return `${httpApi.apiEndpoint}${SANDBOX_BANK_MOUNT}`;
}

export class SandboxBankStack extends NestedStack {
  readonly table: dynamodb.Table;
  readonly clientSecret: secretsmanager.Secret;
  readonly keySeed: secretsmanager.Secret;
  readonly function: KhanyaFunction;
  readonly url: string;

  constructor(scope: Construct, id: string, props: SandboxBankStackProps) {
    const { settings, httpApi } = props;
    super(scope, id, { description: `Khanya ${settings.stage}: the Khanya Sandbox Bank (OAuth server and accounts API)` });
    this.url = sandboxBankUrl(httpApi);

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: SANDBOX_BANK_TABLE.partitionKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: SANDBOX_BANK_TABLE.timeToLiveAttribute,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: SANDBOX_BANK_TABLE.grantIndex.indexName,
      partitionKey: { name: SANDBOX_BANK_TABLE.grantIndex.partitionKey, type: dynamodb.AttributeType.STRING },
      projectionType: dynamodb.ProjectionType.KEYS_ONLY,
    });

    this.clientSecret = new secretsmanager.Secret(this, 'ClientSecret', {
      description: `Khanya ${settings.stage}: the sandbox bank's khanya-connect client secret`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.keySeed = new secretsmanager.Secret(this, 'KeySeed', {
      description: `Khanya ${settings.stage}: the seed of the sandbox bank's signing and cookie keys`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.function = new KhanyaFunction(this, 'Function', {
      handler: SANDBOX_BANK_HANDLER,
      stage: settings.stage,
      description: `Khanya ${settings.stage}: the sandbox bank (${SANDBOX_BANK_MOUNT}/…)`,
      environment: {
        SANDBOX_BANK_URL: this.url,
        // Its one client's redirect URI is `${CONNECT_URL}/connect/oauth/callback`.
        CONNECT_URL: settings.connectUrl,
      },
    })
      .bindTable(this.table, 'readwrite', 'SANDBOX_BANK_TABLE')
      .bindSecret(this.clientSecret, 'SANDBOX_BANK_CLIENT_SECRET_ARN')
      .bindSecret(this.keySeed, 'SANDBOX_BANK_KEY_SEED_ARN');

    // One integration per route (HttpLambdaIntegration scopes the invoke permission to its route).
    for (const route of SANDBOX_BANK_ROUTES) {
      // `GET /sandbox-bank/{proxy+}` → `GetSandboxBankProxy`: a stable construct id per route.
      const routeId = `${route.method} ${route.path}`
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((part) => part[0]!.toUpperCase() + part.slice(1).toLowerCase())
        .join('');
      new HttpRoute(this, `${routeId}Route`, {
        httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${routeId}Integration`, this.function),
      });
    }
  }
}
