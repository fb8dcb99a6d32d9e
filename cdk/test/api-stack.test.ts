/**
 * The API stack is generated from the operation table: these tests walk OPERATIONS and check
 * each row's route, integration and function in the synthesized template, so a row that
 * loses its route or shares another's function fails here. The operations live in nested
 * stacks (one per area), so most tests read the API stack merged with its nested stacks
 * (helpers.ts mergedTemplate); the last block checks the split itself.
 */
import { CfnResource, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Construct } from 'constructs';
import { HttpMethod, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import { OPERATIONS } from '#schemas/operations/index';
import type { Operation } from '#schemas/operation';
import { ABANDONED_AFTER_SECONDS } from '#platform/http/idempotency';
import { apiAreaGroups, EXTRA_ACCESS, functionIdFor, MAX_OPERATIONS_PER_AREA_STACK, routeKeysFor } from '../lib/api-stack.ts';
import { SANDBOX_BANK_ROUTES } from '../../functions/sandbox-bank/routes.ts';
import { DEFAULT_SETTINGS, settingsFromContext } from '../lib/settings.ts';
import { allStacks, allows, arnOf, buildStacks, grantsOfRole, resolveFromData, resourcesOfType, scratchApp, stackAndNested, type Grant, type Json } from './helpers.ts';

const built = buildStacks('dev');
const { app, api, data, dataTemplate, apiTemplate: parentTemplate, apiMergedTemplate: template } = built;
const routes = resourcesOfType(template, 'AWS::ApiGatewayV2::Route');
const integrations = resourcesOfType(template, 'AWS::ApiGatewayV2::Integration');
const functions = resourcesOfType(template, 'AWS::Lambda::Function');
/** The sandbox bank's function and role (its own nested stack; cdk/test/sandbox-bank-stack.test.ts checks it). */
const sandboxFunctionId = Stack.of(api.sandboxBank.function).getLogicalId(api.sandboxBank.function.node.defaultChild as never);
const sandboxRoleId = Stack.of(api.sandboxBank.function).getLogicalId(api.sandboxBank.function.role!.node.defaultChild as never);

/** Logical id of the Lambda function a route's integration invokes. */
function functionBehindRoute(routeKey: string): string | undefined {
  const route = Object.values(routes).find((r) => r.Properties?.RouteKey === routeKey);
  const target = route?.Properties?.Target as { 'Fn::Join': [string, [string, { Ref: string }]] } | undefined;
  const integrationId = target?.['Fn::Join'][1][1].Ref;
  const uri = integrationId ? integrations[integrationId]?.Properties?.IntegrationUri : undefined;
  return (uri as { 'Fn::GetAtt'?: [string, string] } | undefined)?.['Fn::GetAtt']?.[0];
}

function logicalIdOf(operationId: string): string {
  const fn = api.functions.get(operationId);
  if (!fn) throw new Error(`no function for ${operationId}`);
  return Stack.of(fn).getLogicalId(fn.node.defaultChild as never);
}

describe('routes from the operation table', () => {
  it('has operations to test', () => {
    expect(OPERATIONS.length).toBeGreaterThan(0);
  });

  it.each(OPERATIONS.map((op) => [op.operationId, op] as const))('%s: route with its method, to its own function', (operationId, op) => {
    const ownFunction = logicalIdOf(operationId);
    expect(functionBehindRoute(`${op.method} ${op.path}`)).toBe(ownFunction);
    expect(functions[ownFunction]?.Properties?.Description).toContain(operationId);
  });

  it('serves both slash forms of every operation through routes no key of which ends in "/"', () => {
    // API Gateway HTTP APIs refuse route keys ending in "/" (CDK throws too, checked below), so
    // the slash-less key is the route for both `/path` and `/path/`.
    for (const op of OPERATIONS) {
      const keys = routeKeysFor(op).map((key) => key.key);
      expect(keys).toContain(`${op.method} ${op.path}`);
      for (const key of keys) expect(key.endsWith('/')).toBe(false);
    }
    expect(() => HttpRouteKey.with('/v1/in/api_tokens/', HttpMethod.GET)).toThrow(/not end with a "\/"/);
  });

  it('creates no route that is not from the table, besides $default and the sandbox bank\'s', () => {
    const expected = new Set([...OPERATIONS.flatMap((op) => routeKeysFor(op).map((key) => key.key)), ...SANDBOX_BANK_ROUTES.map((r) => `${r.method} ${r.path}`)]);
    const actual = Object.values(routes).map((r) => r.Properties?.RouteKey as string);
    expect(actual.filter((key) => key !== '$default').sort()).toEqual([...expected].sort());
  });

  it('has a $default route to the fallback function', () => {
    expect(functionBehindRoute('$default')).toBe(api.getLogicalId(api.fallbackFunction.node.defaultChild as never));
  });

  it('lets API Gateway invoke every function, scoped to this API', () => {
    const permissions = Object.values(resourcesOfType(template, 'AWS::Lambda::Permission'));
    for (const logicalId of [...OPERATIONS.map((op) => logicalIdOf(op.operationId)), api.getLogicalId(api.fallbackFunction.node.defaultChild as never)]) {
      const own = permissions.filter((p) => JSON.stringify(p.Properties?.FunctionName).includes(logicalId));
      expect(own.length).toBeGreaterThan(0);
      for (const permission of own) {
        expect(permission.Properties?.Principal).toBe('apigateway.amazonaws.com');
        expect(JSON.stringify(permission.Properties?.SourceArn)).toContain(api.getLogicalId(api.httpApi.node.defaultChild as never));
      }
    }
  });
});

describe('functions', () => {
  it('has one function per operation plus the fallback and the sandbox bank, with ids from operationId', () => {
    expect(Object.keys(functions)).toHaveLength(OPERATIONS.length + 2);
    expect(functions[sandboxFunctionId]).toMatchObject({ Type: 'AWS::Lambda::Function' });
    const ids = new Set(OPERATIONS.map((op) => logicalIdOf(op.operationId)));
    expect(ids.size).toBe(OPERATIONS.length);
    for (const op of OPERATIONS) expect(api.functions.get(op.operationId)?.node.id).toBe(functionIdFor(op.operationId));
  });

  it('runs every function on nodejs22.x, arm64, with active tracing, source maps and a one-month log group', () => {
    const logGroups = resourcesOfType(template, 'AWS::Logs::LogGroup');
    const sizing = new Map(OPERATIONS.map((op) => [logicalIdOf(op.operationId), op.lambda]));
    for (const [id, fn] of Object.entries(functions)) {
      expect([id, fn.Properties?.Runtime]).toEqual([id, 'nodejs22.x']);
      expect(fn.Properties?.Architectures).toEqual(['arm64']);
      expect(fn.Properties?.TracingConfig).toEqual({ Mode: 'Active' });
      // The construct's defaults, unless the operation row sizes its Lambda (bulk uploads).
      expect([id, fn.Properties?.MemorySize]).toEqual([id, sizing.get(id)?.memoryMb ?? 512]);
      expect([id, fn.Properties?.Timeout]).toEqual([id, sizing.get(id)?.timeoutSeconds ?? 10]);
      expect(fn.Properties?.Environment?.Variables?.NODE_OPTIONS).toBe('--enable-source-maps');
      const logGroupId = fn.Properties?.LoggingConfig?.LogGroup?.Ref as string;
      expect(logGroups[logGroupId]?.Properties?.RetentionInDays).toBe(30);
      expect(logGroups[logGroupId]?.DeletionPolicy).toBe('Delete');
    }
  });

  it('lets no idempotent operation run as long as an Idempotency-Key lock takes to be abandoned (a retry would take over a live run)', () => {
    for (const op of OPERATIONS.filter((row) => row.idempotent)) {
      const timeout = functions[logicalIdOf(op.operationId)]?.Properties?.Timeout as number;
      expect([op.operationId, timeout < ABANDONED_AFTER_SECONDS]).toEqual([op.operationId, true]);
    }
  });

  it('gives every operation function the configuration its handler reads', () => {
    for (const op of OPERATIONS) {
      const vars = functions[logicalIdOf(op.operationId)]?.Properties?.Environment?.Variables;
      expect(vars).toEqual(
        expect.objectContaining({
          TABLE_NAME: expect.anything(),
          UPLOADS_BUCKET: expect.anything(),
          ANALYSIS_QUEUE_URL: expect.anything(),
          WEBHOOK_QUEUE_URL: expect.anything(),
          TOKEN_SIGNING_SECRET_ARN: expect.anything(),
          MAIL_TRANSPORT: 'ses',
          MAIL_FROM: 'Khanya <no-reply@khanya.example>',
          CONSOLE_URL: 'https://console.khanya.example/console',
        }),
      );
    }
  });

  it('takes MAIL_FROM and CONSOLE_URL from settings, and scopes SES to the sender domain', () => {
    const custom = buildStacks('staging', { mailFrom: 'Lender Mail <mail@bank.co.za>', consoleUrl: 'https://console.bank.co.za' });
    const fn = Object.values(resourcesOfType(custom.apiMergedTemplate, 'AWS::Lambda::Function')).find((f) => f.Properties?.Environment?.Variables?.MAIL_FROM);
    expect(fn?.Properties?.Environment?.Variables).toEqual(
      expect.objectContaining({ MAIL_FROM: 'Lender Mail <mail@bank.co.za>', CONSOLE_URL: 'https://console.bank.co.za' }),
    );
    expect(JSON.stringify(custom.apiMergedTemplate.toJSON())).toContain(':identity/bank.co.za');
  });
});

describe('least privilege', () => {
  // The API's functions' policies (the sandbox bank's are the sandbox's test's).
  const policies = Object.values(resourcesOfType(template, 'AWS::IAM::Policy')).filter(
    (p) => !(p.Properties?.Roles as Array<{ Ref: string }>).some((r) => r.Ref === sandboxRoleId),
  );
  const statements = policies.flatMap((p) => p.Properties?.PolicyDocument?.Statement as Array<Json>);
  const actionsOf = (s: Json): string[] => [s.Action].flat();
  /** Every action in the inline policies attached to one function's role. */
  const actionsOfRole = (role: IRole): string[] => {
    const roleId = Stack.of(role).getLogicalId(role.node.defaultChild as never);
    return policies
      .filter((p) => (p.Properties?.Roles as Array<{ Ref: string }>).some((r) => r.Ref === roleId))
      .flatMap((p) => (p.Properties?.PolicyDocument?.Statement as Array<Json>).flatMap(actionsOf));
  };

  it('allows SES sending only from the MAIL_FROM domain identity', () => {
    const ses = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('ses:')));
    expect(ses.length).toBe(OPERATIONS.length);
    for (const s of ses) {
      expect(actionsOf(s).sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
      expect(JSON.stringify(s.Resource)).toContain(':identity/khanya.example');
      expect(s.Resource).not.toBe('*');
    }
  });

  it('grants table read/write and signing-key read to every operation function', () => {
    const writes = statements.filter((s) => actionsOf(s).includes('dynamodb:PutItem'));
    expect(writes.length).toBe(OPERATIONS.length);
    const secretReads = statements.filter((s) => actionsOf(s).includes('secretsmanager:GetSecretValue'));
    expect(secretReads.length).toBe(OPERATIONS.length);
  });

  it('grants uploads and queue access only to operations listed in EXTRA_ACCESS', () => {
    for (const op of OPERATIONS) {
      const extra = EXTRA_ACCESS[op.operationId] ?? [];
      const actions = actionsOfRole(api.functions.get(op.operationId)!.role!);
      expect([op.operationId, actions.some((a) => a.startsWith('s3:'))]).toEqual([op.operationId, extra.some((e) => e.startsWith('uploads:') || e === 'inboundMail:write')]);
      expect([op.operationId, actions.some((a) => a.startsWith('sqs:'))]).toEqual([op.operationId, extra.some((e) => e.endsWith(':send'))]);
    }
  });

  it('gives the fallback function no data access', () => {
    const fallbackVars = functions[api.getLogicalId(api.fallbackFunction.node.defaultChild as never)]?.Properties?.Environment?.Variables;
    expect(fallbackVars?.TABLE_NAME).toBeUndefined();
    const fallbackActions = actionsOfRole(api.fallbackFunction.role!);
    expect(fallbackActions.length).toBeGreaterThan(0);
    expect(fallbackActions.every((a) => a.startsWith('xray:'))).toBe(true);
  });
});

describe('bank-data access: exactly the EXTRA_ACCESS grants', () => {
  const grantsOf = (operationId: string): Grant[] => grantsOfRole(template, api, api.functions.get(operationId)!.role!, dataTemplate);
  const uploadObjects = arnOf(data, data.uploadsBucket, '/*');
  const analysisQueue = arnOf(data, data.analysisQueue);
  const webhookQueue = arnOf(data, data.webhookQueue);
  const statementQueue = arnOf(data, data.statementQueue);
  const inboundMailObjects = arnOf(data, data.inboundMailBucket, '/*');
  /** What one function can do with the uploads bucket and the queues, read from its role. */
  const accessOf = (operationId: string) => {
    const grants = grantsOf(operationId);
    return {
      'uploads:read': allows(grants, 's3:GetObject', uploadObjects),
      'uploads:write': allows(grants, 's3:PutObject', uploadObjects),
      'analysis:send': allows(grants, 'sqs:SendMessage', analysisQueue),
      'webhooks:send': allows(grants, 'sqs:SendMessage', webhookQueue),
      'statements:send': allows(grants, 'sqs:SendMessage', statementQueue),
      'inboundMail:write': allows(grants, 's3:PutObject', inboundMailObjects),
      'inboundMailSecret:read': allows(grants, 'secretsmanager:GetSecretValue', { Ref: data.getLogicalId(data.inboundMailSecret.node.defaultChild as never) }),
      'peach:secret': allows(grants, 'secretsmanager:GetSecretValue', { Ref: data.getLogicalId(data.peachSecret.node.defaultChild as never) }),
      'xero:secret': allows(grants, 'secretsmanager:GetSecretValue', { Ref: data.getLogicalId(data.xeroSecret.node.defaultChild as never) }),
      'sealing:secret': allows(grants, 'secretsmanager:GetSecretValue', { Ref: data.getLogicalId(data.sealingSecret.node.defaultChild as never) }),
      'whatsapp:secret': allows(grants, 'secretsmanager:GetSecretValue', { Ref: data.getLogicalId(data.whatsappSecret.node.defaultChild as never) }),
    };
  };

  it('names only real operations (a misspelt key would silently grant nothing)', () => {
    const operationIds = new Set(OPERATIONS.map((op) => op.operationId));
    for (const operationId of Object.keys(EXTRA_ACCESS)) expect([operationId, operationIds.has(operationId)]).toEqual([operationId, true]);
  });

  it.each(OPERATIONS.map((op) => [op.operationId] as const))('%s: uploads and queue access exactly as EXTRA_ACCESS lists', (operationId) => {
    const extra = EXTRA_ACCESS[operationId] ?? [];
    expect(accessOf(operationId)).toEqual({
      'uploads:read': extra.includes('uploads:read'),
      'uploads:write': extra.includes('uploads:write'),
      'analysis:send': extra.includes('analysis:send'),
      'webhooks:send': extra.includes('webhooks:send'),
      'statements:send': extra.includes('statements:send'),
      'inboundMail:write': extra.includes('inboundMail:write'),
      'inboundMailSecret:read': extra.includes('inboundMailSecret:read'),
      'peach:secret': extra.includes('peach:secret'),
      'xero:secret': extra.includes('xero:secret'),
      'sealing:secret': extra.includes('sealing:secret'),
      'whatsapp:secret': extra.includes('whatsapp:secret'),
    });
  });

  it('never lets an API function delete uploads or consume a queue, nor touch S3 or SQS beyond the uploads bucket and work queues', () => {
    const allowedS3 = new Set([JSON.stringify(arnOf(data, data.uploadsBucket)), JSON.stringify(uploadObjects), JSON.stringify(inboundMailObjects)]);
    const allowedSqs = new Set([JSON.stringify(analysisQueue), JSON.stringify(webhookQueue), JSON.stringify(statementQueue)]);
    for (const op of OPERATIONS) {
      const grants = grantsOf(op.operationId);
      for (const grant of grants) {
        const touchesS3 = grant.actions.some((a) => a.startsWith('s3:'));
        const touchesSqs = grant.actions.some((a) => a.startsWith('sqs:'));
        for (const resource of grant.resources) {
          if (touchesS3) expect([op.operationId, allowedS3.has(JSON.stringify(resource))]).toEqual([op.operationId, true]);
          if (touchesSqs) expect([op.operationId, allowedSqs.has(JSON.stringify(resource))]).toEqual([op.operationId, true]);
        }
      }
      for (const action of ['s3:DeleteObject', 'sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:PurgeQueue']) {
        const resource = action.startsWith('s3:') ? uploadObjects : analysisQueue;
        expect([op.operationId, action, allows(grants, action, resource)]).toEqual([op.operationId, action, false]);
      }
    }
  });

  it('lets the mail webhooks store e-mails in the inbound bucket (never read or delete them) and read the inbound secret', () => {
    for (const operationId of ['Webhooks_bankEmailReceived', 'Webhooks_connectEmailReceived']) {
      const grants = grantsOf(operationId);
      expect([operationId, allows(grants, 's3:PutObject', inboundMailObjects)]).toEqual([operationId, true]);
      expect([operationId, allows(grants, 's3:GetObject', inboundMailObjects)]).toEqual([operationId, false]);
      expect([operationId, allows(grants, 's3:DeleteObject', inboundMailObjects)]).toEqual([operationId, false]);
      const vars = resolveFromData(functions[logicalIdOf(operationId)]?.Properties?.Environment?.Variables, dataTemplate) as Record<string, unknown>;
      expect(vars.INBOUND_MAIL_SECRET_ARN).toEqual({ Ref: data.getLogicalId(data.inboundMailSecret.node.defaultChild as never) });
      expect(vars.INBOUND_MAIL_BUCKET).toEqual({ Ref: data.getLogicalId(data.inboundMailBucket.node.defaultChild as never) });
      expect(vars.INBOUND_EMAIL_DOMAIN).toBe('in.khanya.example');
    }
  });

  it('lets Bankconnections_uploadByod read and store uploads, queue the analysis and publish its bank_connection.analysing webhook, but not consume either queue', () => {
    const grants = grantsOf('Bankconnections_uploadByod');
    expect(allows(grants, 's3:PutObject', uploadObjects)).toBe(true);
    expect(allows(grants, 's3:GetObject', uploadObjects)).toBe(true);
    expect(allows(grants, 'sqs:SendMessage', analysisQueue)).toBe(true);
    expect(allows(grants, 'sqs:SendMessage', webhookQueue)).toBe(true);
    expect(allows(grants, 'sqs:ReceiveMessage', webhookQueue)).toBe(false);
    expect(allows(grants, 'sqs:ReceiveMessage', analysisQueue)).toBe(false);
  });

  it('an operation that publishes no event cannot send webhooks (least privilege)', () => {
    expect(allows(grantsOf('Bankconnections_getAffordability'), 'sqs:SendMessage', webhookQueue)).toBe(false);
  });

  it('lets Bankconnections_rerunCrunchAnalysis queue the analysis without touching uploads', () => {
    const grants = grantsOf('Bankconnections_rerunCrunchAnalysis');
    expect(allows(grants, 'sqs:SendMessage', analysisQueue)).toBe(true);
    expect(grants.some((g) => g.actions.some((a) => a.startsWith('s3:')))).toBe(false);
  });

  it('lets Bankconnections_getLabelledTransactions read uploads but not write them or queue anything', () => {
    const grants = grantsOf('Bankconnections_getLabelledTransactions');
    expect(allows(grants, 's3:GetObject', uploadObjects)).toBe(true);
    expect(allows(grants, 's3:PutObject', uploadObjects)).toBe(false);
    expect(grants.some((g) => g.actions.some((a) => a.startsWith('sqs:')))).toBe(false);
  });

  it('gives Bankconnections_getAffordability (reads stored results only) no S3 and no SQS access', () => {
    const grants = grantsOf('Bankconnections_getAffordability');
    expect(grants.length).toBeGreaterThan(0);
    expect(grants.some((g) => g.actions.some((a) => a.startsWith('s3:') || a.startsWith('sqs:') || a === '*'))).toBe(false);
  });
});

describe('HTTP API', () => {
  it('answers CORS preflight for the API methods and headers', () => {
    parentTemplate.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      Name: 'khanya-dev',
      CorsConfiguration: {
        AllowOrigins: ['*'],
        AllowMethods: Match.arrayWith(['GET', 'POST', 'DELETE', 'OPTIONS']),
        AllowHeaders: Match.arrayWith(['authorization', 'content-type', 'idempotency-key']),
        ExposeHeaders: Match.arrayWith(['x-request-id']),
      },
    });
  });

  it('lets browsers read the RateLimit-* and Retry-After headers', () => {
    parentTemplate.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: { ExposeHeaders: Match.arrayWith(['retry-after', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset']) },
    });
  });

  it('throttles the $default stage (every route) with the default rate and burst', () => {
    parentTemplate.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    parentTemplate.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 200, ThrottlingBurstLimit: 400 },
    });
  });

  it('takes the stage throttling and the per-organisation budget from settings', () => {
    const custom = buildStacks('staging', { apiThrottle: { rateLimit: 50, burstLimit: 75 }, organisationRateLimit: { requests: 120, windowSeconds: 30 } });
    custom.apiTemplate.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 75 },
    });
    const apiFunctions = Object.values(resourcesOfType(custom.apiMergedTemplate, 'AWS::Lambda::Function')).filter(
      (f) => f.Properties?.Environment?.Variables?.UPLOADS_BUCKET,
    );
    expect(apiFunctions).toHaveLength(OPERATIONS.length);
    for (const fn of apiFunctions) {
      expect(fn.Properties?.Environment?.Variables).toEqual(expect.objectContaining({ RATE_LIMIT_REQUESTS: '120', RATE_LIMIT_WINDOW_SECONDS: '30' }));
    }
  });

  it('reads throttling and budget from CDK context, refusing what is not a positive integer', () => {
    const node = (context: Record<string, unknown>) => scratchApp({ context }).node;
    expect(settingsFromContext(node({ throttleRateLimit: '10', throttleBurstLimit: 20, rateLimitRequests: '5', rateLimitWindowSeconds: '7' }))).toEqual(
      expect.objectContaining({ apiThrottle: { rateLimit: 10, burstLimit: 20 }, organisationRateLimit: { requests: 5, windowSeconds: 7 } }),
    );
    expect(settingsFromContext(node({})).apiThrottle).toEqual(DEFAULT_SETTINGS.apiThrottle);
    expect(() => settingsFromContext(node({ throttleBurstLimit: '0' }))).toThrow(/throttleBurstLimit/);
    expect(() => settingsFromContext(node({ rateLimitRequests: 'lots' }))).toThrow(/rateLimitRequests/);
  });

  it('reads the inbound e-mail domain from CDK context, lower-cased, refusing what is not a domain', () => {
    const node = (context: Record<string, unknown>) => scratchApp({ context }).node;
    expect(settingsFromContext(node({})).inboundEmailDomain).toBe('in.khanya.example');
    expect(settingsFromContext(node({ inboundEmailDomain: 'Statements.Lender.CO.ZA' })).inboundEmailDomain).toBe('statements.lender.co.za');
    expect(() => settingsFromContext(node({ inboundEmailDomain: 'not a domain' }))).toThrow(/inboundEmailDomain/);
  });

  it('outputs the API URL', () => {
    parentTemplate.hasOutput('ApiUrl', { Value: Match.anyValue() });
  });

  it('keeps prod log groups when the stack is deleted', () => {
    const prod = buildStacks('prod');
    const logGroups = Object.values(resourcesOfType(prod.apiMergedTemplate, 'AWS::Logs::LogGroup'));
    expect(logGroups.length).toBe(OPERATIONS.length + 2);
    for (const lg of logGroups) expect(lg.DeletionPolicy).toBe('Retain');
  });
});

describe('nested stacks: one HttpApi in the API stack, the operations split by area', () => {
  const httpApiRef = { Ref: api.getLogicalId(api.httpApi.node.defaultChild as never) };
  const groups = apiAreaGroups(OPERATIONS);
  // The area stacks; the sandbox bank's nested stack is checked in sandbox-bank-stack.test.ts.
  const nested = stackAndNested(api).slice(1).filter((stack) => stack !== api.sandboxBank);

  it('keeps every stack, parent and nested, well below the 500-resource limit', () => {
    const stacks = allStacks(app);
    expect(stacks.length).toBe(3 + nested.length + 1); // + the sandbox bank's
    for (const stack of stacks) {
      const count = Object.keys((Template.fromStack(stack).toJSON() as { Resources: object }).Resources).length;
      expect([stack.node.path, count < 400]).toEqual([stack.node.path, true]);
    }
  });

  it('has one nested stack per area chunk, with an id from the area name', () => {
    expect(groups.map((g) => g.id)).toEqual([...new Set(OPERATIONS.map((op) => `Area${functionIdFor(op.tags[0]!)}`))]);
    expect([...api.areaStacks.keys()]).toEqual(groups.map((g) => g.id));
    expect(nested.map((n) => n.node.id)).toEqual(groups.map((g) => g.id));
    expect(Object.keys(resourcesOfType(parentTemplate, 'AWS::CloudFormation::Stack'))).toHaveLength(groups.length + 1);
  });

  it('puts each operation in the nested stack of its first tag, as a direct child (so its logical id is the single-stack one)', () => {
    for (const group of groups) {
      for (const op of group.operations) {
        expect(op.tags[0]).toBe(group.area);
        const fn = api.functions.get(op.operationId)!;
        expect([op.operationId, fn.node.scope]).toEqual([op.operationId, api.areaStacks.get(group.id)]);
        // What the id was when the function was a direct child of the API stack itself.
        const flat = new Stack(scratchApp(), 'Flat');
        const flatId = flat.getLogicalId(new CfnResource(new Construct(flat, functionIdFor(op.operationId)), 'Resource', { type: 'AWS::Lambda::Function' }));
        expect([op.operationId, logicalIdOf(op.operationId)]).toEqual([op.operationId, flatId]);
      }
    }
  });

  it('keeps only the HttpApi, its $default route and the fallback in the API stack itself', () => {
    expect(Object.keys(resourcesOfType(parentTemplate, 'AWS::ApiGatewayV2::Api'))).toHaveLength(1);
    expect(Object.keys(resourcesOfType(parentTemplate, 'AWS::Lambda::Function'))).toEqual([api.getLogicalId(api.fallbackFunction.node.defaultChild as never)]);
    expect(Object.values(resourcesOfType(parentTemplate, 'AWS::ApiGatewayV2::Route')).map((r) => r.Properties?.RouteKey)).toEqual(['$default']);
  });

  it('attaches every route of every operation, and its integration, to the single HttpApi', () => {
    const apis = allStacks(app).flatMap((stack) => Object.keys(resourcesOfType(Template.fromStack(stack), 'AWS::ApiGatewayV2::Api')));
    expect(apis).toEqual([httpApiRef.Ref]);
    const templates = new Map(nested.map((n) => [n, Template.fromStack(n)]));
    for (const op of OPERATIONS) {
      const own = templates.get(Stack.of(api.functions.get(op.operationId)!))!;
      for (const key of routeKeysFor(op)) {
        const inOwnStack = Object.values(resourcesOfType(own, 'AWS::ApiGatewayV2::Route')).filter((r) => r.Properties?.RouteKey === key.key);
        expect([key.key, inOwnStack.length]).toEqual([key.key, 1]);
        const merged = Object.values(routes).filter((r) => r.Properties?.RouteKey === key.key);
        expect([key.key, merged.map((r) => r.Properties?.ApiId)]).toEqual([key.key, [httpApiRef]]);
      }
    }
    for (const [id, integration] of Object.entries(integrations)) expect([id, integration.Properties?.ApiId]).toEqual([id, httpApiRef]);
  });

  it('groups by first tag in table order and chunks areas above the limit, deterministically', () => {
    const op = (n: number, tag: string) => ({ operationId: `Op_${n}`, tags: [tag] }) as unknown as Operation;
    const table = [...Array.from({ length: 120 }, (_, n) => op(n, 'bank_connections')), op(120, 'auth'), op(121, 'bank_connections')];
    const split = apiAreaGroups(table, 50);
    expect(split.map((g) => [g.id, g.area, g.operations.length])).toEqual([
      ['AreaBankConnections', 'bank_connections', 50],
      ['AreaBankConnections2', 'bank_connections', 50],
      ['AreaBankConnections3', 'bank_connections', 21],
      ['AreaAuth', 'auth', 1],
    ]);
    expect(split.flatMap((g) => g.operations).map((o) => o.operationId).sort()).toEqual(table.map((o) => o.operationId).sort());
    expect(apiAreaGroups(table, 50)).toEqual(split);
    expect(() => apiAreaGroups([{ operationId: 'X', tags: [] } as unknown as Operation])).toThrow(/no tag/);
    expect(MAX_OPERATIONS_PER_AREA_STACK * 7).toBeLessThan(400);
  });
});
