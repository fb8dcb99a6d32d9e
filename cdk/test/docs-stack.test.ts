import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIRECTORY_INDEX_FUNCTION_CODE, DocsStack } from '../lib/docs-stack.ts';
import { DEFAULT_SETTINGS } from '../lib/settings.ts';
import { actionCovers, resourcesOfType, testApp, type Json } from './helpers.ts';

const env = { account: '123456789012', region: 'af-south-1' };

let builtDir: string;
let emptyDir: string;

beforeAll(() => {
  builtDir = mkdtempSync(join(tmpdir(), 'khanya-docs-built-'));
  writeFileSync(join(builtDir, 'index.html'), '<!doctype html><title>Khanya docs</title>');
  writeFileSync(join(builtDir, '404.html'), '<!doctype html><title>Not found</title>');
  emptyDir = mkdtempSync(join(tmpdir(), 'khanya-docs-empty-'));
});

afterAll(() => {
  rmSync(builtDir, { recursive: true, force: true });
  rmSync(emptyDir, { recursive: true, force: true });
});

function build(publicDir: string, stage = 'dev'): { stack: DocsStack; template: Template } {
  const app = testApp();
  const stack = new DocsStack(app, `Khanya-${stage}-Docs`, { env, settings: { ...DEFAULT_SETTINGS, stage }, publicDir });
  return { stack, template: Template.fromStack(stack) };
}

type Statement = { Effect: string; Action: string | string[]; Principal?: unknown; Resource?: unknown; Condition?: unknown };

describe('DocsStack', () => {
  let stack: DocsStack;
  let template: Template;
  beforeAll(() => {
    ({ stack, template } = build(builtDir));
  });

  const logicalId = (construct: { node: { defaultChild?: unknown } }): string => stack.getLogicalId(construct.node.defaultChild as never);
  const distributionConfig = (): Json =>
    Object.values(resourcesOfType(template, 'AWS::CloudFront::Distribution'))[0]!.Properties!.DistributionConfig as Json;

  test('the bucket blocks all public access, is encrypted, has no website hosting', () => {
    template.resourceCountIs('AWS::S3::Bucket', 1);
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      WebsiteConfiguration: Match.absent(),
    });
  });

  test('the distribution reads the bucket through Origin Access Control only', () => {
    const oacs = resourcesOfType(template, 'AWS::CloudFront::OriginAccessControl');
    expect(Object.keys(oacs)).toHaveLength(1);
    const [oacId, oac] = Object.entries(oacs)[0]!;
    expect(oac.Properties?.OriginAccessControlConfig).toMatchObject({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' });

    const config = distributionConfig();
    expect(config.Origins).toHaveLength(1);
    expect(config.Origins[0].OriginAccessControlId).toEqual({ 'Fn::GetAtt': [oacId, 'Id'] });
    expect(config.Origins[0].S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    expect(config.Origins[0].DomainName).toEqual({ 'Fn::GetAtt': [logicalId(stack.bucket), 'RegionalDomainName'] });

    const policies = Object.values(resourcesOfType(template, 'AWS::S3::BucketPolicy')).filter(
      (p) => JSON.stringify(p.Properties?.Bucket) === JSON.stringify({ Ref: logicalId(stack.bucket) }),
    );
    expect(policies).toHaveLength(1);
    const statements = policies[0]!.Properties!.PolicyDocument.Statement as Statement[];
    const readers = statements.filter((s) => s.Effect === 'Allow' && [s.Action].flat().some((a) => actionCovers(a, 's3:GetObject')));
    expect(readers).toHaveLength(1);
    const reader = readers[0]!;
    expect([reader.Action].flat()).toEqual(['s3:GetObject']);
    expect(reader.Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
    expect(reader.Resource).toEqual({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalId(stack.bucket), 'Arn'] }, '/*']] });
    expect(reader.Condition).toEqual({
      StringEquals: {
        'AWS:SourceArn': {
          'Fn::Join': [
            '',
            [
              'arn:',
              { Ref: 'AWS::Partition' },
              ':cloudfront::',
              { Ref: 'AWS::AccountId' },
              ':distribution/',
              { Ref: logicalId(stack.distribution) },
            ],
          ],
        },
      },
    });
    // enforceSSL: plain-HTTP requests are denied.
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  test('viewers are redirected to HTTPS, HTTP/2 and 3, index.html as root object', () => {
    const config = distributionConfig();
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.HttpVersion).toBe('http2and3');
    expect(config.DefaultRootObject).toBe('index.html');
  });

  test('the directory-index CloudFront Function runs on viewer-request', () => {
    const functions = resourcesOfType(template, 'AWS::CloudFront::Function');
    expect(Object.keys(functions)).toHaveLength(1);
    const [functionId, fn] = Object.entries(functions)[0]!;
    expect(fn.Properties?.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(distributionConfig().DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
  });

  test('the function maps directory URLs to index.html and leaves files alone', () => {
    const functions = resourcesOfType(template, 'AWS::CloudFront::Function');
    const code = Object.values(functions)[0]!.Properties?.FunctionCode as string;
    expect(code).toBe(DIRECTORY_INDEX_FUNCTION_CODE);
    const handler = new Function(`${code}; return handler;`)() as (e: { request: { uri: string } }) => { uri: string };
    const rewrite = (uri: string): string => handler({ request: { uri } }).uri;
    expect(rewrite('/docs/auth')).toBe('/docs/auth/index.html');
    expect(rewrite('/api/')).toBe('/api/index.html');
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/app-2592153c270c430e9b1e.js')).toBe('/app-2592153c270c430e9b1e.js');
    expect(rewrite('/page-data/docs/auth/page-data.json')).toBe('/page-data/docs/auth/page-data.json');
    expect(rewrite('/404.html')).toBe('/404.html');
  });

  test('a missing page gets /404.html with status 404', () => {
    expect(distributionConfig().CustomErrorResponses).toEqual(
      expect.arrayContaining([expect.objectContaining({ ErrorCode: 404, ResponseCode: 404, ResponsePagePath: '/404.html' })]),
    );
  });

  test('the response headers policy sets HSTS, CSP and the hardening headers, and is attached', () => {
    const policies = resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy');
    expect(Object.keys(policies)).toHaveLength(1);
    const [policyId, policy] = Object.entries(policies)[0]!;
    const security = policy.Properties?.ResponseHeadersPolicyConfig.SecurityHeadersConfig as Json;
    expect(security.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 31_536_000, IncludeSubdomains: true, Override: true });
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(security.ReferrerPolicy).toMatchObject({ ReferrerPolicy: 'strict-origin-when-cross-origin' });
    const csp = security.ContentSecurityPolicy.ContentSecurityPolicy as string;
    const directives = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives['font-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:']);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(distributionConfig().DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });

  test('a built site is deployed to the bucket and invalidates the distribution', () => {
    expect(stack.deployment).toBeInstanceOf(s3deploy.BucketDeployment);
    template.resourceCountIs('Custom::CDKBucketDeployment', 1);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketName: { Ref: logicalId(stack.bucket) },
      DistributionId: { Ref: logicalId(stack.distribution) },
      DistributionPaths: ['/*'],
    });
    Annotations.fromStack(stack).hasNoInfo('*', Match.stringLikeRegexp('not deployed'));
  });

  test('outputs the distribution domain name', () => {
    template.hasOutput('DistributionDomainName', {
      Value: { 'Fn::GetAtt': [logicalId(stack.distribution), 'DomainName'] },
    });
  });

  test('without a built site there is no deployment, and an info note says so', () => {
    const { stack: unbuilt, template: unbuiltTemplate } = build(emptyDir);
    expect(unbuilt.deployment).toBeUndefined();
    unbuiltTemplate.resourceCountIs('Custom::CDKBucketDeployment', 0);
    unbuiltTemplate.resourceCountIs('AWS::CloudFront::Distribution', 1);
    Annotations.fromStack(unbuilt).hasInfo('/Khanya-dev-Docs', Match.stringLikeRegexp('not deployed'));
  });

  test('prod retains the bucket; other stages delete it', () => {
    const { template: prod } = build(emptyDir, 'prod');
    prod.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    prod.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
    template.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Delete' });
  });
});
