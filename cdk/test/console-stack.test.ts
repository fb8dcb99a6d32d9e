import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONSOLE_CONTENT_SECURITY_POLICY, CONSOLE_ROUTING_FUNCTION_CODE, ConsoleStack } from '../lib/console-stack.ts';
import { CONSOLE_CSP } from '../../web/console/build.ts';
import { DEFAULT_SETTINGS } from '../lib/settings.ts';
import { resourcesOfType, testApp, type Json } from './helpers.ts';

const env = { account: '123456789012', region: 'af-south-1' };
const API = 'https://abc123.execute-api.af-south-1.amazonaws.com';

let builtDir: string;
let emptyDir: string;

beforeAll(() => {
  builtDir = mkdtempSync(join(tmpdir(), 'khanya-console-built-'));
  mkdirSync(join(builtDir, 'assets'));
  writeFileSync(join(builtDir, 'index.html'), '<!doctype html><title>Console</title>');
  writeFileSync(join(builtDir, 'assets', 'main-ABC.js'), 'console.log(1)');
  emptyDir = mkdtempSync(join(tmpdir(), 'khanya-console-empty-'));
});

afterAll(() => {
  rmSync(builtDir, { recursive: true, force: true });
  rmSync(emptyDir, { recursive: true, force: true });
});

function build(distDir: string): { stack: ConsoleStack; template: Template } {
  const app = testApp();
  const stack = new ConsoleStack(app, 'Khanya-dev-Console', { env, settings: { ...DEFAULT_SETTINGS, stage: 'dev' }, apiUrl: API, distDir });
  return { stack, template: Template.fromStack(stack) };
}

function route(uri: string): string {
  const handler = new Function(`${CONSOLE_ROUTING_FUNCTION_CODE}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
  return handler({ request: { uri } }).uri;
}

describe('ConsoleStack', () => {
  test('routes every console path to index.html and leaves the hashed assets and the API alone', () => {
    for (const path of ['/console', '/console/', '/console/applications', '/console/applications/6b01b7d6398bd8072bf96401', '/console/create-password']) {
      expect(route(path)).toBe('/console/index.html');
    }
    expect(route('/console/assets/main-ABC.js')).toBe('/console/assets/main-ABC.js');
    expect(route('/v1/applications/connects')).toBe('/v1/applications/connects');
  });

  test('the API is on the console\'s origin under /v1/*: HTTPS to the HTTP API, uncached, every method, cookies and headers but Host', () => {
    const { template } = build(builtDir);
    const config = Object.values(resourcesOfType(template, 'AWS::CloudFront::Distribution'))[0]!.Properties!.DistributionConfig as Json;
    const behaviour = (config.CacheBehaviors as Json[]).find((b) => b.PathPattern === '/v1/*')!;
    expect(behaviour).toMatchObject({ ViewerProtocolPolicy: 'https-only', AllowedMethods: expect.arrayContaining(['POST', 'PUT', 'PATCH', 'DELETE']) });
    expect(behaviour.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CachingDisabled
    expect(behaviour.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // AllViewerExceptHostHeader
    const apiOrigin = (config.Origins as Json[]).find((o) => o.Id === behaviour.TargetOriginId)!;
    expect(apiOrigin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
  });

  test('the page CSP is the one the build writes into index.html, plus no framing', () => {
    const { template } = build(builtDir);
    const policy = Object.values(resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy'))[0]!.Properties!.ResponseHeadersPolicyConfig as Json;
    const csp = policy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy as string;
    expect(csp).toBe(CONSOLE_CONTENT_SECURITY_POLICY);
    const directives = (value: string) => value.split('; ').filter((d) => !d.startsWith('frame-ancestors')).sort();
    expect(directives(csp)).toEqual(directives(CONSOLE_CSP));
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  test('uploads under console/: hashed assets immutable, index.html no-cache with an invalidation', () => {
    const { template } = build(builtDir);
    const deployments = Object.values(resourcesOfType(template, 'Custom::CDKBucketDeployment')).map((d) => d.Properties as Json);
    expect(deployments).toHaveLength(2);
    for (const deployment of deployments) expect(deployment.DestinationBucketKeyPrefix).toBe('console/');
    const entry = deployments.find((d) => JSON.stringify(d.SystemMetadata).includes('no-cache'));
    expect(entry?.DistributionPaths).toEqual(['/console/*']);
  });

  test('without a build, nothing is uploaded and synth says why', () => {
    const { stack, template } = build(emptyDir);
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    Annotations.fromStack(stack).hasInfo('*', Match.stringLikeRegexp('console:build'));
  });
});
