/**
 * The base construct: its grant helpers give exactly the stated access and set the variable
 * the handler reads, and its bundling settings produce a bundle that actually runs.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { KhanyaFunction, senderDomain } from '../constructs/khanya-function.ts';
import { findRepoRoot } from '../lib/repo-root.ts';
import { cdkJsonContext, testApp } from './helpers.ts';

const PROBE = 'cdk/test/fixtures/bundle-probe.ts';

function policyActions(template: Template): string[] {
  return Object.values(template.findResources('AWS::IAM::Policy')).flatMap((p) =>
    (p.Properties.PolicyDocument.Statement as Array<{ Action: string | string[] }>).flatMap((s) => [s.Action].flat()),
  );
}

describe('grant helpers', () => {
  function stackWithFunction() {
    const stack = new Stack(testApp(), 'Probe', { env: { account: '123456789012', region: 'af-south-1' } });
    const fn = new KhanyaFunction(stack, 'Fn', { handler: PROBE, stage: 'dev' });
    return { stack, fn };
  }
  const env = (template: Template) =>
    Object.values(template.findResources('AWS::Lambda::Function'))[0]!.Properties.Environment.Variables as Record<string, unknown>;

  it('bindTable read grants reads only and sets TABLE_NAME', () => {
    const { stack, fn } = stackWithFunction();
    const table = new dynamodb.Table(stack, 'T', { partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING } });
    fn.bindTable(table, 'read');
    const template = Template.fromStack(stack);
    expect(policyActions(template)).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    expect(policyActions(template)).not.toEqual(expect.arrayContaining(['dynamodb:PutItem']));
    expect(env(template).TABLE_NAME).toEqual({ Ref: expect.stringMatching(/^T/) });
  });

  it('bindTable readwrite adds writes', () => {
    const { stack, fn } = stackWithFunction();
    fn.bindTable(new dynamodb.Table(stack, 'T', { partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING } }), 'readwrite');
    expect(policyActions(Template.fromStack(stack))).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:DeleteItem']));
  });

  it('bindBucket write allows puts but not reads, and sets UPLOADS_BUCKET', () => {
    const { stack, fn } = stackWithFunction();
    fn.bindBucket(new s3.Bucket(stack, 'B'), 'write');
    const template = Template.fromStack(stack);
    expect(policyActions(template)).toEqual(expect.arrayContaining(['s3:PutObject']));
    expect(policyActions(template)).not.toEqual(expect.arrayContaining(['s3:GetObject*']));
    expect(env(template).UPLOADS_BUCKET).toEqual({ Ref: expect.stringMatching(/^B/) });
  });

  it('bindQueue send allows sending only, and sets the named variable', () => {
    const { stack, fn } = stackWithFunction();
    fn.bindQueue(new sqs.Queue(stack, 'Q'), 'send', 'ANALYSIS_QUEUE_URL');
    const template = Template.fromStack(stack);
    const sqsActions = policyActions(template).filter((a) => a.startsWith('sqs:'));
    expect(sqsActions).toContain('sqs:SendMessage');
    expect(sqsActions).not.toContain('sqs:ReceiveMessage');
    expect(env(template).ANALYSIS_QUEUE_URL).toEqual({ Ref: expect.stringMatching(/^Q/) }); // a queue's Ref is its URL
  });
});

describe('senderDomain', () => {
  it.each([
    ['Khanya <no-reply@khanya.example>', 'khanya.example'],
    ['mail@Bank.CO.ZA', 'bank.co.za'],
  ])('%s → %s', (from, domain) => expect(senderDomain(from)).toBe(domain));

  it('refuses an address without a domain', () => {
    expect(() => senderDomain('Khanya <no-reply>')).toThrow(/sender domain/);
  });
});

describe('bundling', () => {
  const repoRoot = findRepoRoot();
  // Inside the repository (cdk.out is git-ignored) so the external @aws-sdk import resolves
  // from node_modules, as it resolves from the runtime in Lambda.
  const outdir = join(repoRoot, 'cdk.out', `jest-bundle-${process.pid}`);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('produces an ES module bundle that runs, with aliases resolved and the AWS SDK external', () => {
    mkdirSync(outdir, { recursive: true });
    const app = new App({ outdir, context: cdkJsonContext() });
    const stack = new Stack(app, 'BundleProbe');
    new KhanyaFunction(stack, 'Probe', { handler: PROBE, stage: 'dev' });
    const template = Template.fromStack(stack);
    template.hasResourceProperties('AWS::Lambda::Function', { Handler: 'index.handler' });
    app.synth();

    const assetDir = readdirSync(outdir)
      .filter((name) => name.startsWith('asset.'))
      .map((name) => join(outdir, name))
      .find((dir) => existsSync(join(dir, 'index.mjs')));
    expect(assetDir).toEqual(expect.stringContaining(join(outdir, 'asset.')));
    const bundle = readFileSync(join(assetDir!, 'index.mjs'), 'utf8');
    expect(existsSync(join(assetDir!, 'index.mjs.map'))).toBe(true);
    expect(bundle).toMatch(/from\s*"@aws-sdk\/client-dynamodb"/);
    expect(bundle).not.toContain('#platform/');

    const script = `const m = await import(${JSON.stringify(join(assetDir!, 'index.mjs'))}); process.stdout.write(JSON.stringify(await m.handler()));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, TABLE_NAME: 'probe-table' },
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual({ tableName: 'probe-table', sdkClient: 'function', startedAt: 'number', moduleUrl: 'string' });
  });
});
