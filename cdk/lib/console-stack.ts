/**
 * The lenders' console (web/console/dist, `npm run console:build`) in a private S3 bucket under
 * `console/`, served through CloudFront like the connect UI (static-site.ts), with the API behind
 * the same distribution under `/v1/*`. Why one origin: the console's session cookie is
 * SameSite=Strict and scoped to `/v1/in/auth/session`, and its Content-Security-Policy allows
 * requests to its own origin only; the API on the console's origin needs no CORS and no
 * third-party cookie.
 *
 * - SPA routing: a viewer-request CloudFront Function sends every `/console/...` path except
 *   `/console/assets/*` to `/console/index.html` (its router draws the page).
 * - `/v1/*` goes to the HTTP API uncached, with every header, cookie and query string but Host.
 * - Caching and headers as the connect UI (immutable hashed assets, no-cache index.html, HSTS, CSP).
 * Set the API's `consoleUrl` setting to `https://<this distribution or your domain>/console` so
 * password e-mails link here.
 */
import { Annotations, CfnOutput, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findRepoRoot } from './repo-root.ts';
import { StaticSite } from './static-site.ts';
import type { KhanyaSettings } from './settings.ts';

export interface ConsoleStackProps extends StackProps {
  settings: KhanyaSettings;
  /** The API's base URL (`https://<id>.execute-api.<region>.amazonaws.com`; a token is fine). */
  apiUrl: string;
  /** The built console; default `<repo>/web/console/dist`. Deployed only if it holds an index.html. */
  distDir?: string;
}

/** The console's own page CSP (web/console/build.ts writes the same into index.html). */
export const CONSOLE_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Viewer-request function (cloudfront-js-2.0): the console's routes to its index.html. */
export const CONSOLE_ROUTING_FUNCTION_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.indexOf('/console/assets/') === 0) return request;
  if (uri === '/console' || uri.indexOf('/console/') === 0) request.uri = '/console/index.html';
  return request;
}
`;

export class ConsoleStack extends Stack {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly deployments: s3deploy.BucketDeployment[] = [];

  constructor(scope: Construct, id: string, props: ConsoleStackProps) {
    super(scope, id, props);
    const { stage } = props.settings;
    const site = new StaticSite(this, {
      stage,
      name: 'Console',
      description: 'lenders\' console',
      distributionComment: `Khanya ${stage}: lenders' console`,
      routing: { id: 'SpaRouting', comment: `Khanya ${stage}: console routes to index.html`, code: CONSOLE_ROUTING_FUNCTION_CODE },
      contentSecurityPolicy: CONSOLE_CONTENT_SECURITY_POLICY,
      referrerPolicy: cloudfront.HeadersReferrerPolicy.NO_REFERRER,
    });
    ({ bucket: this.bucket, distribution: this.distribution } = site);

    // https://<host>/ → <host>: CloudFront's HTTP origin takes a domain name.
    const apiDomain = Fn.select(2, Fn.split('/', props.apiUrl));
    this.distribution.addBehavior('/v1/*', new origins.HttpOrigin(apiDomain, { protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY }), {
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      compress: true,
    });

    const distDir = props.distDir ?? join(findRepoRoot(), 'web', 'console', 'dist');
    if (existsSync(join(distDir, 'index.html'))) {
      this.deployments.push(...site.deploySinglePageApp(this, distDir, 'console/'));
    } else {
      Annotations.of(this).addInfo(`${distDir} has no index.html: the console is not deployed (run \`npm run console:build\` before deploying).`);
    }

    new CfnOutput(this, 'ConsoleUrl', {
      value: `https://${this.distribution.distributionDomainName}/console/`,
      description: `Khanya ${stage}: the lenders' console; set -c consoleUrl to https://<this domain or yours>/console so password e-mails link here`,
    });
  }
}
