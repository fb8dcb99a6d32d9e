/**
 * The public API: an HTTP API whose routes are generated from the operation table, one
 * KhanyaFunction per operation, plus a `$default` route to the fallback handler (404
 * resource_not_found / 405). Adding a row to OPERATIONS adds its function and route here;
 * nothing is listed by hand, so routes cannot drift from the contract.
 *
 * Trailing slashes: API Gateway HTTP APIs refuse route keys that end in "/" (CDK's
 * HttpRouteKey.with throws, and the service rejects such keys on CreateRoute), so each operation
 * gets exactly one route, `METHOD /path`, and `/path/` is expected to reach the same route.
 * routeKeysFor() is the one place that decides this.
 *
 * Size: CloudFormation allows 500 resources per stack, and each operation costs seven (function,
 * role, policy, log group, invoke permission, route, integration). So the ApiStack keeps only the
 * one HttpApi (with its $default fallback route, CORS and the URL output), and the operations'
 * functions, routes, integrations and permissions live in nested stacks (ApiAreaStack), one per
 * area: the operation's first tag, split into chunks of MAX_OPERATIONS_PER_AREA_STACK. Nested
 * stack ids come from the area name (apiAreaGroups), and inside a nested stack every construct
 * keeps the id it had when everything was in one stack, so logical ids do not change.
 */
import { CORS_ALLOWED_HEADERS, CORS_ALLOWED_METHODS, CORS_EXPOSED_HEADERS, CORS_MAX_AGE_SECONDS } from '#schemas/cors';
import { CfnOutput, Duration, NestedStack, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnStage, CorsHttpMethod, HttpApi, HttpMethod, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { Operation } from '#schemas/operation';
import { FALLBACK_HANDLER, OPERATIONS } from '#schemas/operations/index';
import { KhanyaFunction } from '../constructs/khanya-function.ts';
import type { DataStack } from './data-stack.ts';
import type { KhanyaSettings } from './settings.ts';
import { SandboxBankStack } from './sandbox-bank-stack.ts';

type ApiData = Pick<DataStack, 'table' | 'uploadsBucket' | 'analysisQueue' | 'webhookQueue' | 'statementQueue' | 'tokenSigningSecret' | 'inboundMailBucket' | 'inboundMailSecret' | 'peachSecret' | 'xeroSecret' | 'sealingSecret' | 'whatsappSecret'>;

export interface ApiStackProps extends StackProps {
  settings: KhanyaSettings;
  data: ApiData;
  /** Defaults to the operation table; tests may pass a subset. */
  operations?: readonly Operation[];
  /** Defaults to EXTRA_ACCESS; tests may grant more. */
  extraAccess?: Readonly<Record<string, readonly ExtraAccess[]>>;
  fallbackHandler?: string;
}

/**
 * Access beyond the baseline (table read/write, signing key, SES) for the operations that need
 * it, keyed by operationId. Uploads and queues are granted only where an operation uses them,
 * so an auth endpoint cannot read statements. The variables are set on every API function
 * (config.ts reads them lazily), the permissions only here.
 */
export type ExtraAccess =
  | 'uploads:read'
  | 'uploads:write'
  | 'analysis:send'
  | 'webhooks:send'
  | 'statements:send'
  | 'inboundMail:write'
  | 'inboundMailSecret:read'
  /** Talk to Peach Payments: read its access token and notification key (PEACH_SECRET_ARN). */
  | 'peach:secret'
  /** Talk to Khanya's Xero: its app credentials and the token-sealing key (XERO_SECRET_ARN). */
  | 'xero:secret'
  /** Seal or open credentials a lender gives (CRM settings): SEALING_SECRET_ARN. */
  | 'sealing:secret'
  /** Meta's WhatsApp webhook: the app secret and verify token (WHATSAPP_SECRET_ARN). */
  | 'whatsapp:secret'
  /** Link through the sandbox bank (SandboxConnector): read its khanya-connect client secret. */
  | 'sandboxBank:client';
export const EXTRA_ACCESS: Readonly<Record<string, readonly ExtraAccess[]>> = {
  // White label: the update stores the logo and signs a link to it; the read signs a link.
  Whitelabel_updateOrgConfig: ['uploads:write', 'uploads:read'],
  Whitelabel_getOrgConfig: ['uploads:read'],
  // Applicant-facing answers and invite e-mails carry a signed link to the lender's logo.
  Connect_openSession: ['uploads:read', 'webhooks:send'],
  Connect_acceptLegalDocuments: ['uploads:read'],
  Applications_inviteByEmail: ['uploads:read', 'webhooks:send'],
  Applications_submitRevetApplication: ['uploads:read', 'webhooks:send', 'sealing:secret'],
  Applications_submitCsv: ['uploads:read', 'webhooks:send', 'sealing:secret'],
  // Bank data: uploads are kept raw and as versioned documents, then the analysis is queued;
  // transaction reads open the labelled document.
  Bankconnections_uploadByod: ['uploads:read', 'uploads:write', 'analysis:send', 'webhooks:send'],
  Bankconnections_uploadCsv: ['uploads:read', 'uploads:write', 'analysis:send', 'webhooks:send'],
  Bankconnections_getLabelledTransactions: ['uploads:read'],
  Bankconnections_getLabelledTransactionsLegacy: ['uploads:read'],
  Bankconnections_listTransactions: ['uploads:read'],
  Bankconnections_relabelTransaction: ['uploads:read', 'analysis:send', 'webhooks:send'],
  Bankconnections_rerunCrunchAnalysis: ['analysis:send', 'webhooks:send'],
  // Linked banks (issue 11): the SandboxConnector calls the bank's token endpoint with its client
  // secret; the fetched accounts are merged with the data document and committed like an upload
  // (new document written, analysis queued).
  Connect_threadOAuthCode: ['uploads:read', 'uploads:write', 'analysis:send', 'sandboxBank:client', 'webhooks:send'],
  Connect_submitStep: ['uploads:read', 'uploads:write', 'analysis:send', 'sandboxBank:client', 'webhooks:send'],
  Bankconnections_rerunThreadAnalysis: ['uploads:read', 'uploads:write', 'analysis:send', 'sandboxBank:client', 'webhooks:send'],
  // Statement files: stored raw, queued for the statement worker; listed with signed links.
  Bankconnections_uploadStatements: ['uploads:read', 'uploads:write', 'statements:send', 'webhooks:send'],
  Bankconnections_uploadStatementsLender: ['uploads:read', 'uploads:write', 'statements:send', 'webhooks:send'],
  Bankconnections_createUploadUrl: ['uploads:write'],
  Bankconnections_createStatementUploadUrl: ['uploads:write'],
  Bankconnections_completeUpload: ['uploads:read', 'uploads:write', 'statements:send', 'webhooks:send'],
  Bankconnections_completeStatementUpload: ['uploads:read', 'uploads:write', 'statements:send', 'webhooks:send'],
  Bankconnections_listFiles: ['uploads:read'],
  Bankconnections_listStatementFiles: ['uploads:read'],
  Bankconnections_sendFilePassword: ['uploads:read', 'statements:send'],
  Bankconnections_sendStatementFilePassword: ['uploads:read', 'statements:send'],
  // Mail webhooks store a verified e-mail in the inbound bucket (whose S3 event queues it) and
  // check raw-MIME signatures with the inbound secret (INBOUND_MAIL_SECRET_ARN).
  // Outbound webhooks: a test event and replays queue deliveries; operations that publish an event
  // (application created, opened, completed, personal info, files uploaded) queue its deliveries.
  Applications_createNewApplication: ['webhooks:send'],
  Applications_createVetApplication: ['webhooks:send'],
  Applications_reconnectBankOnly: ['webhooks:send'],
  Connect_complete: ['webhooks:send'],
  Connect_givePersonalInfo: ['webhooks:send'],
  Personalinfoconnections_prefill: ['webhooks:send'],
  Webhooks_testEndpoint: ['webhooks:send'],
  Webhooks_replayDelivery: ['webhooks:send'],
  Webhooks_replaySince: ['webhooks:send'],
  Webhooks_bankEmailReceived: ['inboundMail:write', 'inboundMailSecret:read'],
  Webhooks_connectEmailReceived: ['inboundMail:write', 'inboundMailSecret:read'],
  // Cards and payments go through Peach Payments; paying and topping up publish bill.paid.
  Billing_createCard: ['peach:secret'],
  Billing_relinkCard: ['peach:secret'],
  Billing_deleteCard: ['peach:secret'],
  // A bill paid by card or balance is pushed to Khanya's Xero as a payment at once.
  Billing_payBill: ['peach:secret', 'webhooks:send', 'xero:secret'],
  Billing_topup: ['peach:secret', 'webhooks:send', 'xero:secret'],
  Payments_createPeachWebhook: ['peach:secret', 'webhooks:send', 'xero:secret'],
  // Xero: the finance staff's OAuth connect, and Xero's webhook (signature key; reads invoices).
  Pages_billingAuthxero: ['xero:secret'],
  // Operators' relabelling: read labelled documents; confirming commits manual labels (analysis,
  // events) and writes the batch to the corpus (relabels/<draft>.jsonl).
  Pages_relabelsAssignedAccountPage: ['uploads:read'],
  Pages_relabelsAccountFile: ['uploads:read'],
  Pages_relabelsRegexSearch: ['uploads:read'],
  Pages_relabelsAssignedAccount: ['uploads:read'],
  Pages_relabelsSubmitSearch: ['uploads:read'],
  Pages_relabelsConfirm: ['uploads:read', 'uploads:write', 'analysis:send', 'webhooks:send'],
  Payments_receiveXeroWebhook: ['xero:secret', 'webhooks:send'],
  // CRM: the settings seal the Zoho credentials; the CRM's webhook creates applications (and publishes application.created).
  Crm_updateSettings: ['sealing:secret'],
  Crm_zohoCreateApplication: ['uploads:read', 'webhooks:send'],
  // WhatsApp: the registration seals the number's token; re-vet invites open it to send.
  Whatsapp_updateRegistration: ['sealing:secret'],
  Whatsapp_verifyCallback: ['whatsapp:secret'],
  Whatsapp_receiveCallback: ['whatsapp:secret'],
};


/** The API Gateway route keys serving one operation (see the note on trailing slashes above). */
export function routeKeysFor(operation: Pick<Operation, 'method' | 'path'>): HttpRouteKey[] {
  return [HttpRouteKey.with(operation.path, HttpMethod[operation.method])];
}

/** `Auth_loginForAccessToken` → `AuthLoginForAccessToken`: a stable construct id per operation. */
export function functionIdFor(operationId: string): string {
  const id = operationId
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
  if (!id) throw new Error(`operationId "${operationId}" gives no usable construct id`);
  return id;
}

/**
 * Most operations one nested stack holds: 7 resources each, so a full chunk stays at 350 of
 * CloudFormation's 500 (with room for the nested stack's own parameters).
 */
export const MAX_OPERATIONS_PER_AREA_STACK = 50;

export interface ApiAreaGroup {
  /** Construct id of the nested stack: `Area` + the area name, `Area<Name>2`… for further chunks. */
  id: string;
  /** The area: the operation's first tag. */
  area: string;
  operations: Operation[];
}

/**
 * Operations grouped by area (first tag), in the table's order, each area split into chunks of
 * at most `maxPerStack`. Deterministic: the same table always gives the same ids and members.
 */
export function apiAreaGroups(operations: readonly Operation[], maxPerStack = MAX_OPERATIONS_PER_AREA_STACK): ApiAreaGroup[] {
  const byArea = new Map<string, Operation[]>();
  for (const operation of operations) {
    const area = operation.tags[0];
    if (!area) throw new Error(`operation "${operation.operationId}" has no tag to group it by`);
    byArea.set(area, [...(byArea.get(area) ?? []), operation]);
  }
  const groups: ApiAreaGroup[] = [];
  const ids = new Map<string, string>();
  for (const [area, members] of byArea) {
    const base = `Area${functionIdFor(area)}`;
    const clash = ids.get(base);
    if (clash !== undefined) throw new Error(`Areas "${clash}" and "${area}" map to the nested stack id "${base}"`);
    ids.set(base, area);
    for (let start = 0, chunk = 1; start < members.length; start += maxPerStack, chunk += 1) {
      groups.push({ id: chunk === 1 ? base : `${base}${chunk}`, area, operations: members.slice(start, start + maxPerStack) });
    }
  }
  return groups;
}

export interface ApiAreaStackProps {
  settings: KhanyaSettings;
  data: ApiData;
  /** The sandbox bank's client secret, for operations with `sandboxBank:client`. */
  sandboxBankClientSecret: ISecret;
  extraAccess: Readonly<Record<string, readonly ExtraAccess[]>>;
  httpApi: HttpApi;
  area: string;
  operations: readonly Operation[];
  /** Variables every operation function gets (config.ts reads them lazily). */
  environment: Record<string, string>;
}

/**
 * One area's operations: per operation its function (grants as EXTRA_ACCESS says), its route on
 * the parent's HttpApi and the integration and invoke permission behind it. References to the
 * HttpApi and the data stack arrive as nested-stack parameters, which CDK wires up.
 */
export class ApiAreaStack extends NestedStack {
  /** operationId → its function. */
  readonly functions = new Map<string, KhanyaFunction>();

  constructor(scope: Construct, id: string, props: ApiAreaStackProps) {
    const { settings, data, httpApi, area, operations, environment, sandboxBankClientSecret, extraAccess } = props;
    super(scope, id, { description: `Khanya ${settings.stage}: API operations of ${area}` });

    for (const operation of operations) {
      const fnId = functionIdFor(operation.operationId);
      const fn = new KhanyaFunction(this, fnId, {
        handler: operation.handler,
        stage: settings.stage,
        description: `Khanya ${settings.stage}: ${operation.method} ${operation.path} (${operation.operationId})`,
        environment,
        ...(operation.lambda?.timeoutSeconds ? { timeout: Duration.seconds(operation.lambda.timeoutSeconds) } : {}),
        ...(operation.lambda?.memoryMb ? { memorySize: operation.lambda.memoryMb } : {}),
      })
        .bindTable(data.table, 'readwrite')
        .bindSecret(data.tokenSigningSecret)
        .allowSendEmail(settings.mailFrom);
      for (const access of extraAccess[operation.operationId] ?? []) {
        if (access === 'uploads:read') data.uploadsBucket.grantRead(fn);
        else if (access === 'uploads:write') data.uploadsBucket.grantPut(fn);
        else if (access === 'analysis:send') data.analysisQueue.grantSendMessages(fn);
        else if (access === 'statements:send') data.statementQueue.grantSendMessages(fn);
        else if (access === 'inboundMail:write') data.inboundMailBucket.grantPut(fn);
        else if (access === 'inboundMailSecret:read') fn.bindSecret(data.inboundMailSecret, 'INBOUND_MAIL_SECRET_ARN');
        else if (access === 'sandboxBank:client') fn.bindSecret(sandboxBankClientSecret, 'SANDBOX_BANK_CLIENT_SECRET_ARN');
        else if (access === 'peach:secret') fn.bindSecret(data.peachSecret, 'PEACH_SECRET_ARN');
        else if (access === 'xero:secret') fn.bindSecret(data.xeroSecret, 'XERO_SECRET_ARN');
        else if (access === 'sealing:secret') fn.bindSecret(data.sealingSecret, 'SEALING_SECRET_ARN');
        else if (access === 'whatsapp:secret') fn.bindSecret(data.whatsappSecret, 'WHATSAPP_SECRET_ARN');
        else data.webhookQueue.grantSendMessages(fn);
      }
      this.functions.set(operation.operationId, fn);

      // One integration per route: HttpLambdaIntegration scopes the invoke permission to the
      // path of the route it is first bound to, so sharing one would leave other routes unpermitted.
      routeKeysFor(operation).forEach((routeKey, index) => {
        const suffix = index === 0 ? '' : String(index);
        new HttpRoute(this, `${fnId}Route${suffix}`, {
          httpApi,
          routeKey,
          integration: new HttpLambdaIntegration(`${fnId}Integration${suffix}`, fn),
        });
      });
    }
  }
}

export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  /** operationId → its function. */
  readonly functions = new Map<string, KhanyaFunction>();
  readonly fallbackFunction: KhanyaFunction;
  /** Nested stack id (see apiAreaGroups) → the nested stack holding those operations. */
  readonly areaStacks = new Map<string, ApiAreaStack>();
  /** The Khanya Sandbox Bank: its function and routes on this HttpApi, its table and secrets. */
  readonly sandboxBank: SandboxBankStack;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { settings, data } = props;
    const operations = props.operations ?? OPERATIONS;

    const baseEnvironment = {
      CONSOLE_URL: settings.consoleUrl,
      CONNECT_URL: settings.connectUrl,
      UPLOADS_BUCKET: data.uploadsBucket.bucketName,
      ANALYSIS_QUEUE_URL: data.analysisQueue.queueUrl,
      WEBHOOK_QUEUE_URL: data.webhookQueue.queueUrl,
      STATEMENT_QUEUE_URL: data.statementQueue.queueUrl,
      INBOUND_EMAIL_DOMAIN: settings.inboundEmailDomain,
      INBOUND_MAIL_BUCKET: data.inboundMailBucket.bucketName,
      RATE_LIMIT_REQUESTS: String(settings.organisationRateLimit.requests),
      RATE_LIMIT_WINDOW_SECONDS: String(settings.organisationRateLimit.windowSeconds),
      PEACH_API_URL: settings.peach.apiUrl,
      PEACH_ENTITY_ID: settings.peach.entityId,
      ...(settings.peach.checkoutPageUrl ? { PEACH_CHECKOUT_PAGE_URL: settings.peach.checkoutPageUrl } : {}),
    };

    this.fallbackFunction = new KhanyaFunction(this, 'Fallback', {
      handler: props.fallbackHandler ?? FALLBACK_HANDLER,
      stage: settings.stage,
      description: `Khanya ${settings.stage}: unmatched routes (404 / 405)`,
    });

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `khanya-${settings.stage}`,
      description: `Khanya ${settings.stage}: bank-data API`,
      defaultIntegration: new HttpLambdaIntegration('FallbackIntegration', this.fallbackFunction),
      corsPreflight: {
        allowOrigins: settings.corsAllowedOrigins,
        allowMethods: CORS_ALLOWED_METHODS.map((method) => CorsHttpMethod[method]),
        allowHeaders: [...CORS_ALLOWED_HEADERS],
        exposeHeaders: [...CORS_EXPOSED_HEADERS],
        maxAge: Duration.seconds(CORS_MAX_AGE_SECONDS),
      },
    });

    // Stage-wide throttling (every route's default): HttpApiProps has no throttle option for the
    // $default stage it creates, so it is set on that stage's CloudFormation resource, the same
    // DefaultRouteSettings an HttpStage's `throttle` would write. Beyond it API Gateway answers
    // 429 itself, before any Lambda runs.
    const defaultStage = this.httpApi.defaultStage?.node.defaultChild;
    if (!(defaultStage instanceof CfnStage)) throw new Error('The HttpApi has no $default stage to throttle');
    defaultStage.defaultRouteSettings = {
      throttlingRateLimit: settings.apiThrottle.rateLimit,
      throttlingBurstLimit: settings.apiThrottle.burstLimit,
    };

    this.sandboxBank = new SandboxBankStack(this, 'SandboxBank', { settings, httpApi: this.httpApi });
    // Every API function knows where the sandbox bank is (its connector builds the authorisation
    // step from it); only `sandboxBank:client` operations may read its client secret.
    // API_URL: where Xero sends finance staff back after its login (/billing/authxero).
    const environment = { ...baseEnvironment, SANDBOX_BANK_URL: this.sandboxBank.url, API_URL: this.httpApi.apiEndpoint };

    const seen = new Set<string>();
    for (const operation of operations) {
      const fnId = functionIdFor(operation.operationId);
      if (seen.has(fnId)) throw new Error(`Two operations map to the construct id "${fnId}"`);
      seen.add(fnId);
    }

    for (const group of apiAreaGroups(operations)) {
      const areaStack = new ApiAreaStack(this, group.id, {
        settings,
        data,
        httpApi: this.httpApi,
        area: group.area,
        operations: group.operations,
        environment,
        sandboxBankClientSecret: this.sandboxBank.clientSecret,
        extraAccess: props.extraAccess ?? EXTRA_ACCESS,
      });
      this.areaStacks.set(group.id, areaStack);
      for (const [operationId, fn] of areaStack.functions) this.functions.set(operationId, fn);
    }

    new CfnOutput(this, 'ApiUrl', { value: this.httpApi.apiEndpoint, description: `Khanya ${settings.stage} API URL` });
    new CfnOutput(this, 'SandboxBankUrl', { value: this.sandboxBank.url, description: `Khanya ${settings.stage} sandbox bank (OAuth issuer)` });
  }
}
