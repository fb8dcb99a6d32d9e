/**
 * The applicant's connect UI (web/connect/dist, `npm run connect:build`) in a private S3 bucket
 * under `connect/`, served only through CloudFront (Origin Access Control), like the docs site
 * (static-site.ts).
 *
 * - SPA routing: a viewer-request CloudFront Function sends every `/connect/{proxy_id}` and
 *   `/connect/oauth/callback` to `/connect/index.html`; `/connect/assets/*` and
 *   `/connect/config.json` pass unchanged.
 * - Caching: the content-hashed assets are uploaded with `max-age=31536000, immutable`,
 *   index.html and config.json with `no-cache` (two deployments, neither prunes, so a page
 *   loaded before a deploy still finds its assets).
 * - `config.json` is written at deploy time with the API's URL (`{"apiBase": …}`): the UI calls
 *   the API there (its CORS policy must allow this distribution's origin: settings.corsAllowedOrigins).
 * - A response headers policy adds HSTS, a strict Content-Security-Policy (no inline script or
 *   style) and the usual hardening headers.
 *
 * Files are uploaded only when the build exists at synth time, so `npm run synth` works offline.
 */
import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findRepoRoot } from './repo-root.ts';
import { StaticSite } from './static-site.ts';
import type { KhanyaSettings } from './settings.ts';

export interface ConnectStackProps extends StackProps {
  settings: KhanyaSettings;
  /** The API's base URL, written into config.json (a token such as the HTTP API's endpoint is fine). */
  apiUrl: string;
  /** The built UI; default `<repo>/web/connect/dist`. Deployed only if it holds an index.html. */
  distDir?: string;
}

export const CONNECT_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "connect-src 'self' https:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Viewer-request function (cloudfront-js-2.0): the SPA's routes to its index.html. */
export const CONNECT_ROUTING_FUNCTION_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.indexOf('/connect/assets/') === 0 || uri === '/connect/config.json') return request;
  if (uri === '/connect/oauth/callback' || /^\\/connect\\/[^\\/]+\\/?$/.test(uri)) {
    request.uri = '/connect/index.html';
  }
  return request;
}
`;

export class ConnectStack extends Stack {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly deployments: s3deploy.BucketDeployment[] = [];

  constructor(scope: Construct, id: string, props: ConnectStackProps) {
    super(scope, id, props);
    const { stage } = props.settings;
    const site = new StaticSite(this, {
      stage,
      name: 'Connect',
      description: 'connect UI',
      distributionComment: `Khanya ${stage}: applicant connect UI`,
      routing: { id: 'SpaRouting', comment: `Khanya ${stage}: connect UI routes to index.html`, code: CONNECT_ROUTING_FUNCTION_CODE },
      contentSecurityPolicy: CONNECT_CONTENT_SECURITY_POLICY,
      referrerPolicy: cloudfront.HeadersReferrerPolicy.NO_REFERRER,
    });
    ({ bucket: this.bucket, distribution: this.distribution } = site);

    const distDir = props.distDir ?? join(findRepoRoot(), 'web', 'connect', 'dist');
    if (existsSync(join(distDir, 'index.html'))) {
      this.deployments.push(...site.deploySinglePageApp(this, distDir, 'connect/', [s3deploy.Source.jsonData('config.json', { apiBase: props.apiUrl })]));
    } else {
      Annotations.of(this).addInfo(`${distDir} has no index.html: the connect UI is not deployed (run \`npm run connect:build\` before deploying).`);
    }

    new CfnOutput(this, 'ConnectUrl', {
      value: `https://${this.distribution.distributionDomainName}`,
      description: `Khanya ${stage}: set -c connectUrl to this (or your domain in front of it) so connect links point here`,
    });
  }
}
