/**
 * The documentation site: the Gatsby build (docs/public, `npm run docs:build`) in a private S3
 * bucket, served only through a CloudFront distribution that reads it with Origin Access
 * Control (static-site.ts, shared with the connect UI). A viewer-request CloudFront Function maps directory URLs to their index.html, and a
 * response headers policy adds HSTS, a Content-Security-Policy and the usual hardening headers.
 *
 * The site's files are uploaded (BucketDeployment, then a CloudFront invalidation) only when the
 * build exists at synth time, so `npm run synth` works offline without building the docs first.
 */
import { Annotations, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findRepoRoot } from './repo-root.ts';
import { StaticSite } from './static-site.ts';
import type { KhanyaSettings } from './settings.ts';

export interface DocsStackProps extends StackProps {
  settings: KhanyaSettings;
  /** The built site; default `<repo>/docs/public`. Deployed only if it holds an index.html. */
  publicDir?: string;
}

/**
 * Content-Security-Policy of every response. Everything comes from the site itself, except:
 * - script-src 'unsafe-inline': the Gatsby shell inlines scripts in every page, the theme script
 *   (docs/src/components/shell/headScript.ts: colour mode before first paint), the
 *   chunk mapping and a per-page script loader whose text (and therefore hash) differs from page to page, so a
 *   fixed list of hashes cannot cover them; if the shell ever inlines only the theme script, its
 *   'sha256-…' hash should replace 'unsafe-inline'.
 * - style-src 'unsafe-inline': Gatsby inlines the global CSS in a <style> element of each page.
 * - img-src data:: the logo is an inline SVG data URI.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Viewer-request function (cloudfront-js-2.0): Gatsby writes each page as `<path>/index.html`,
 * and S3 behind OAC serves objects only, so `/docs/auth` → `/docs/auth/index.html` and
 * `/api/` → `/api/index.html`. URIs whose last segment has a dot (assets) pass unchanged.
 */
export const DIRECTORY_INDEX_FUNCTION_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.endsWith('/')) {
    request.uri = uri + 'index.html';
  } else if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') === -1) {
    request.uri = uri + '/index.html';
  }
  return request;
}
`;

export class DocsStack extends Stack {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** Undefined when the site was not built at synth time. */
  readonly deployment: s3deploy.BucketDeployment | undefined;

  constructor(scope: Construct, id: string, props: DocsStackProps) {
    super(scope, id, props);
    const { stage } = props.settings;
    ({ bucket: this.bucket, distribution: this.distribution } = new StaticSite(this, {
      stage,
      name: 'Docs',
      description: 'docs',
      distributionComment: `Khanya ${stage}: documentation site`,
      routing: { id: 'DirectoryIndex', comment: `Khanya ${stage}: docs directory URLs to index.html`, code: DIRECTORY_INDEX_FUNCTION_CODE },
      contentSecurityPolicy: DOCS_CONTENT_SECURITY_POLICY,
      referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
      defaultRootObject: 'index.html',
      // Without s3:ListBucket, S3 answers 403 (not 404) for a missing object: both are the 404 page.
      errorResponses: [
        { httpStatus: 404, responseHttpStatus: 404, responsePagePath: '/404.html', ttl: Duration.minutes(1) },
        { httpStatus: 403, responseHttpStatus: 404, responsePagePath: '/404.html', ttl: Duration.minutes(1) },
      ],
    }));

    const publicDir = props.publicDir ?? join(findRepoRoot(), 'docs', 'public');
    if (existsSync(join(publicDir, 'index.html'))) {
      this.deployment = new s3deploy.BucketDeployment(this, 'DeploySite', {
        sources: [s3deploy.Source.asset(publicDir)],
        destinationBucket: this.bucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
    } else {
      Annotations.of(this).addInfo(
        `${publicDir} has no index.html: the docs site is not deployed (run \`npm run docs:build\` before deploying).`,
      );
    }

    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
  }
}
