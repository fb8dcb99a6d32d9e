/**
 * The Khanya Sandbox Bank in the API stack (cdk/lib/sandbox-bank-stack.ts): its routes on the one
 * HttpApi (the same table the local server serves), its table with TTL, its two generated
 * secrets, and least privilege both ways: the bank's function touches only its own table and
 * secrets, and an API function reads the client secret only where EXTRA_ACCESS says so.
 */
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { OPERATIONS } from '#schemas/operations/index';
import { SANDBOX_BANK_ROUTES } from '../../functions/sandbox-bank/routes.ts';
import { ApiStack, EXTRA_ACCESS } from '../lib/api-stack.ts';
import { DataStack } from '../lib/data-stack.ts';
import { DEFAULT_SETTINGS } from '../lib/settings.ts';
import { buildStacks, mergedTemplate, resourcesOfType, testApp, type Json } from './helpers.ts';

const { api, apiTemplate, apiMergedTemplate: template } = buildStacks('dev');
const bank = api.sandboxBank;
const bankTemplate = Template.fromStack(bank);
const idOf = (construct: IConstruct) => Stack.of(construct).getLogicalId(construct.node.defaultChild as never);
const functionId = idOf(bank.function);
const roleId = idOf(bank.function.role!);
const bankUrl = { 'Fn::Join': ['', [{ 'Fn::GetAtt': [api.getLogicalId(api.httpApi.node.defaultChild as never), 'ApiEndpoint'] }, '/sandbox-bank']] };

/** The Allow statements of one role's inline policies in a template. */
function statementsOf(source: Template, role: string): Json[] {
  return Object.values(resourcesOfType(source, 'AWS::IAM::Policy'))
    .filter((p) => (p.Properties?.Roles as Array<{ Ref: string }>).some((r) => r.Ref === role))
    .flatMap((p) => p.Properties?.PolicyDocument?.Statement as Json[]);
}
const actionsOf = (statement: Json): string[] => [statement.Action].flat();

describe('the sandbox bank\'s resources', () => {
  it('has its own table: key pk, pay per request, TTL on expiresAt, the byGrant index (keys only), destroyed with the stack', () => {
    bankTemplate.resourceCountIs('AWS::DynamoDB::Table', 1);
    bankTemplate.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: {
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
        BillingMode: 'PAY_PER_REQUEST',
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        GlobalSecondaryIndexes: [{ IndexName: 'byGrant', KeySchema: [{ AttributeName: 'grantId', KeyType: 'HASH' }], Projection: { ProjectionType: 'KEYS_ONLY' } }],
      },
    });
  });

  it('keeps the client secret and the key seed in Secrets Manager, generated', () => {
    const secrets = Object.values(resourcesOfType(bankTemplate, 'AWS::SecretsManager::Secret'));
    expect(secrets.map((s) => s.Properties?.GenerateSecretString)).toEqual([
      { PasswordLength: 48, ExcludePunctuation: true },
      { PasswordLength: 64, ExcludePunctuation: true },
    ]);
  });

  it('runs one function with the configuration it reads, and nothing of the API\'s', () => {
    const fn = resourcesOfType(template, 'AWS::Lambda::Function')[functionId]!;
    const vars = fn.Properties?.Environment?.Variables as Json;
    expect(vars).toEqual({
      NODE_OPTIONS: '--enable-source-maps',
      SANDBOX_BANK_URL: bankUrl,
      CONNECT_URL: DEFAULT_SETTINGS.connectUrl,
      SANDBOX_BANK_TABLE: { Ref: idOf(bank.table) },
      SANDBOX_BANK_CLIENT_SECRET_ARN: { Ref: idOf(bank.clientSecret) },
      SANDBOX_BANK_KEY_SEED_ARN: { Ref: idOf(bank.keySeed) },
    });
    expect(fn.Properties?.Runtime).toBe('nodejs22.x');
  });

  it('lets the function use only its own table (and index) and read only its two secrets', () => {
    const statements = statementsOf(template, roleId);
    const table = { 'Fn::GetAtt': [idOf(bank.table), 'Arn'] };
    for (const statement of statements) {
      const actions = actionsOf(statement);
      const resources = [statement.Resource].flat().map((r) => JSON.stringify(r));
      if (actions.some((a) => a.startsWith('dynamodb:'))) {
        expect(resources.sort()).toEqual([JSON.stringify(table), JSON.stringify({ 'Fn::Join': ['', [table, '/index/*']] })].sort());
      } else if (actions.some((a) => a.startsWith('secretsmanager:'))) {
        expect(actions.sort()).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
        for (const resource of resources) expect([JSON.stringify({ Ref: idOf(bank.clientSecret) }), JSON.stringify({ Ref: idOf(bank.keySeed) })]).toContain(resource);
      } else {
        expect(actions.every((a) => a.startsWith('xray:'))).toBe(true);
      }
    }
    const all = statements.flatMap(actionsOf);
    expect(all).toContain('dynamodb:ConditionCheckItem');
    expect(all.some((a) => /^(s3|sqs|ses):/.test(a))).toBe(false);
    expect(all.filter((a) => a === 'secretsmanager:GetSecretValue').length).toBeGreaterThan(0);
  });
});

describe('the sandbox bank\'s routes', () => {
  const routes = Object.values(resourcesOfType(template, 'AWS::ApiGatewayV2::Route'));
  const integrations = resourcesOfType(template, 'AWS::ApiGatewayV2::Integration');
  const httpApiRef = { Ref: api.getLogicalId(api.httpApi.node.defaultChild as never) };

  it.each(SANDBOX_BANK_ROUTES.map((r) => [`${r.method} ${r.path}`] as const))('%s reaches the bank\'s function on the one HttpApi', (routeKey) => {
    const route = routes.find((r) => r.Properties?.RouteKey === routeKey);
    expect(route?.Properties?.ApiId).toEqual(httpApiRef);
    const integrationId = (route?.Properties?.Target as { 'Fn::Join': [string, [string, { Ref: string }]] })['Fn::Join'][1][1].Ref;
    expect(integrations[integrationId]?.Properties?.IntegrationUri).toEqual({ 'Fn::GetAtt': [functionId, 'Arn'] });
  });

  it('serves GET and POST under /sandbox-bank, the bank itself and every path below it', () => {
    expect(SANDBOX_BANK_ROUTES.map((r) => `${r.method} ${r.path}`).sort()).toEqual(['GET /sandbox-bank', 'GET /sandbox-bank/{proxy+}', 'POST /sandbox-bank', 'POST /sandbox-bank/{proxy+}']);
  });

  it('lets API Gateway invoke the function, from this API only', () => {
    const permissions = Object.values(resourcesOfType(template, 'AWS::Lambda::Permission')).filter((p) => JSON.stringify(p.Properties?.FunctionName).includes(functionId));
    expect(permissions).toHaveLength(SANDBOX_BANK_ROUTES.length);
    for (const permission of permissions) {
      expect(permission.Properties?.Principal).toBe('apigateway.amazonaws.com');
      expect(JSON.stringify(permission.Properties?.SourceArn)).toContain(httpApiRef.Ref);
    }
  });

  it('outputs the bank\'s URL, the API URL + /sandbox-bank', () => {
    apiTemplate.hasOutput('SandboxBankUrl', { Value: { 'Fn::Join': ['', [Match.anyValue(), '/sandbox-bank']] } });
  });
});

describe('the API\'s access to the sandbox bank', () => {
  it('tells every operation function where the bank is', () => {
    for (const op of OPERATIONS) {
      const fn = api.functions.get(op.operationId)!;
      const vars = resourcesOfType(template, 'AWS::Lambda::Function')[idOf(fn)]?.Properties?.Environment?.Variables as Json;
      expect([op.operationId, vars.SANDBOX_BANK_URL]).toEqual([op.operationId, bankUrl]);
    }
  });

  it('lets an operation read the client secret (never the key seed) only when EXTRA_ACCESS says sandboxBank:client', () => {
    const granted = 'Connect_openSession';
    const app = testApp();
    const env = { account: '123456789012', region: 'af-south-1' };
    const settings = { ...DEFAULT_SETTINGS, stage: 'dev' };
    const data = new DataStack(app, 'Khanya-dev-Data', { env, settings });
    const custom = new ApiStack(app, 'Khanya-dev-Api', { env, settings, data, extraAccess: { ...EXTRA_ACCESS, [granted]: ['sandboxBank:client'] } });
    const merged = mergedTemplate(custom);
    // An area stack reaches the secret through an output of the sandbox bank's nested stack.
    const nestedResource = custom.getLogicalId(custom.sandboxBank.nestedStackResource as never);
    const output = (name: string) => new RegExp(`"Fn::GetAtt":\\["${nestedResource}","Outputs\\.[A-Za-z0-9]*SandboxBank${name}[A-Za-z0-9]*Ref"\\]`);
    for (const op of OPERATIONS) {
      const fn = custom.functions.get(op.operationId)!;
      const statements = statementsOf(merged, idOf(fn.role!)).map((s) => JSON.stringify(s));
      const readsClientSecret = statements.some((s) => s.includes('secretsmanager:GetSecretValue') && output('ClientSecret').test(s));
      // The linking operations (oauth/code, the FORM step, rethread) hold it in EXTRA_ACCESS itself.
      const holds = op.operationId === granted || (EXTRA_ACCESS[op.operationId] ?? []).includes('sandboxBank:client');
      expect([op.operationId, readsClientSecret]).toEqual([op.operationId, holds]);
      expect([op.operationId, statements.some((s) => output('KeySeed').test(s) || s.includes('SandboxBankKeySeed'))]).toEqual([op.operationId, false]);
      const vars = resourcesOfType(merged, 'AWS::Lambda::Function')[idOf(fn)]?.Properties?.Environment?.Variables as Json;
      expect([op.operationId, 'SANDBOX_BANK_CLIENT_SECRET_ARN' in vars]).toEqual([op.operationId, holds]);
    }
  });
});
