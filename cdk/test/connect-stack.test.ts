import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONNECT_ROUTING_FUNCTION_CODE, ConnectStack } from '../lib/connect-stack.ts';
import { DEFAULT_SETTINGS } from '../lib/settings.ts';
import { resourcesOfType, testApp, type Json } from './helpers.ts';

const env = { account: '123456789012', region: 'af-south-1' };
const API = 'https://api.khanya.example';

let builtDir: string;
let emptyDir: string;

beforeAll(() => {
  builtDir = mkdtempSync(join(tmpdir(), 'khanya-connect-built-'));
  mkdirSync(join(builtDir, 'assets'));
  writeFileSync(join(builtDir, 'index.html'), '<!doctype html><title>Connect</title>');
  writeFileSync(join(builtDir, 'assets', 'main-ABC.js'), 'console.log(1)');
  emptyDir = mkdtempSync(join(tmpdir(), 'khanya-connect-empty-'));
});

afterAll(() => {
  rmSync(builtDir, { recursive: true, force: true });
  rmSync(emptyDir, { recursive: true, force: true });
});

function build(distDir: string): { stack: ConnectStack; template: Template } {
  const app = testApp();
  const stack = new ConnectStack(app, 'Khanya-dev-Connect', { env, settings: { ...DEFAULT_SETTINGS, stage: 'dev' }, apiUrl: API, distDir });
  return { stack, template: Template.fromStack(stack) };
}

/** Runs the CloudFront Function's code on a URI, as cloudfront-js-2.0 would. */
function route(uri: string): string {
  const handler = new Function(`${CONNECT_ROUTING_FUNCTION_CODE}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
  return handler({ request: { uri } }).uri;
}

describe('ConnectStack', () => {
  test('routes the SPA\'s paths to index.html and leaves assets and config.json alone', () => {
    expect(route('/connect/0b9f1c52-2b1a-4c59-9f55-1f1f3e2d7c11')).toBe('/connect/index.html');
    expect(route('/connect/0b9f1c52-2b1a-4c59-9f55-1f1f3e2d7c11/')).toBe('/connect/index.html');
    expect(route('/connect/oauth/callback')).toBe('/connect/index.html');
    expect(route('/connect/assets/main-ABC.js')).toBe('/connect/assets/main-ABC.js');
    expect(route('/connect/config.json')).toBe('/connect/config.json');
    expect(route('/elsewhere/x')).toBe('/elsewhere/x');
  });

  test('a private bucket read by CloudFront through Origin Access Control, HTTPS only, compressed, with the routing function', () => {
    const { template } = build(builtDir);
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      WebsiteConfiguration: Match.absent(),
    });
    expect(Object.keys(resourcesOfType(template, 'AWS::CloudFront::OriginAccessControl'))).toHaveLength(1);
    const config = Object.values(resourcesOfType(template, 'AWS::CloudFront::Distribution'))[0]!.Properties!.DistributionConfig as Json;
    expect(config.DefaultCacheBehavior).toMatchObject({ ViewerProtocolPolicy: 'redirect-to-https', Compress: true, AllowedMethods: ['GET', 'HEAD'] });
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    const functions = Object.values(resourcesOfType(template, 'AWS::CloudFront::Function'));
    expect(functions).toHaveLength(1);
    expect(functions[0]!.Properties!.FunctionCode).toBe(CONNECT_ROUTING_FUNCTION_CODE);
  });

  test('a strict Content-Security-Policy: no inline script or style, no framing', () => {
    const { template } = build(builtDir);
    const policy = Object.values(resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy'))[0]!.Properties!.ResponseHeadersPolicyConfig as Json;
    const csp = policy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
  });

  test('uploads hashed assets as immutable and index.html + config.json as no-cache, under connect/, without pruning', () => {
    const { template } = build(builtDir);
    const deployments = Object.values(resourcesOfType(template, 'Custom::CDKBucketDeployment')).map((d) => d.Properties as Json);
    expect(deployments).toHaveLength(2);
    for (const deployment of deployments) {
      expect(deployment.DestinationBucketKeyPrefix).toBe('connect/');
      expect(deployment.Prune).toBe(false);
    }
    const assets = deployments.find((d) => JSON.stringify(d.SystemMetadata).includes('immutable'));
    const entry = deployments.find((d) => JSON.stringify(d.SystemMetadata).includes('no-cache'));
    expect(assets?.SystemMetadata['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry?.DistributionPaths).toEqual(['/connect/*']);
    expect(entry?.SourceObjectKeys).toHaveLength(2); // index.html, and config.json made from the API URL
  });

  test('without a build, nothing is uploaded and synth says why', () => {
    const { stack, template } = build(emptyDir);
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    Annotations.fromStack(stack).hasInfo('*', Match.stringLikeRegexp('connect:build'));
  });
});
