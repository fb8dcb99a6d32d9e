/**
 * The CDK app: `npx cdk synth` / `npx cdk deploy -c stage=prod`. Stack names carry the stage,
 * so several stages can live in one account. Synth needs neither credentials nor network.
 *
 * Account: CDK_DEFAULT_ACCOUNT (set by the CLI from the credentials in use; absent offline,
 * which gives account-agnostic stacks). Region: `-c region=…`, else AWS_REGION /
 * AWS_DEFAULT_REGION, else af-south-1 (Cape Town). CDK_DEFAULT_REGION is deliberately not the
 * fallback: the CLI fills it with us-east-1 when nothing is configured, which would silently
 * put South African lenders' bank data outside the country.
 */
import { App, Tags } from 'aws-cdk-lib';
import { ApiStack } from '../lib/api-stack.ts';
import { DataStack } from '../lib/data-stack.ts';
import { ConnectStack } from '../lib/connect-stack.ts';
import { ConsoleStack } from '../lib/console-stack.ts';
import { DocsStack } from '../lib/docs-stack.ts';
import { WorkersStack } from '../lib/workers-stack.ts';
import { DEFAULT_REGION, settingsFromContext } from '../lib/settings.ts';

const app = new App();
const settings = settingsFromContext(app.node);
const contextRegion: unknown = app.node.tryGetContext('region');
const env = {
  account: process.env.CDK_DEFAULT_ACCOUNT || undefined,
  region:
    (typeof contextRegion === 'string' && contextRegion) ||
    process.env.AWS_REGION ||
    process.env.AWS_DEFAULT_REGION ||
    DEFAULT_REGION,
};

const prefix = `Khanya-${settings.stage}`;
const data = new DataStack(app, `${prefix}-Data`, {
  env,
  settings,
  description: `Khanya ${settings.stage}: table, uploads bucket, queues and signing key`,
  terminationProtection: settings.stage === 'prod',
});
const api = new ApiStack(app, `${prefix}-Api`, {
  env,
  settings,
  data,
  description: `Khanya ${settings.stage}: HTTP API and one Lambda per operation`,
});
new WorkersStack(app, `${prefix}-Workers`, {
  env,
  settings,
  data,
  description: `Khanya ${settings.stage}: queue workers (bank-data analysis)`,
});
// Uploads docs/public only if it was built (npm run docs:build) before synth.
new DocsStack(app, `${prefix}-Docs`, {
  env,
  settings,
  description: `Khanya ${settings.stage}: documentation site (private S3 bucket behind CloudFront)`,
});

// Uploads web/connect/dist only if it was built (npm run connect:build) before synth.
new ConnectStack(app, `${prefix}-Connect`, {
  env,
  settings,
  apiUrl: api.httpApi.apiEndpoint,
  description: `Khanya ${settings.stage}: applicant connect UI (private S3 bucket behind CloudFront)`,
});

// Uploads web/console/dist only if it was built (npm run console:build) before synth.
new ConsoleStack(app, `${prefix}-Console`, {
  env,
  settings,
  apiUrl: api.httpApi.apiEndpoint,
  description: `Khanya ${settings.stage}: lenders' console (private S3 bucket behind CloudFront, the API under /v1/*)`,
});

Tags.of(app).add('product', 'khanya');
Tags.of(app).add('stage', settings.stage);
