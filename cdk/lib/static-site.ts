/**
 * A static site in a private S3 bucket, served only through CloudFront (Origin Access Control):
 * the docs site (docs-stack.ts) and the connect UI (connect-stack.ts). One place for what they
 * share: the bucket (private, encrypted, TLS only; emptied and deleted with a non-prod stack,
 * kept in prod, since its content is rebuildable), a viewer-request CloudFront Function that maps
 * the site's URLs to its objects, a response headers policy (HSTS, the site's
 * Content-Security-Policy, nosniff, DENY framing, its referrer policy), and the distribution
 * (HTTPS only, GET/HEAD, optimised caching, compressed).
 *
 * The resources are created in the stack itself (not under a construct of their own), so their
 * logical ids are the ones the stacks had before this was shared: a deployed bucket or
 * distribution is not replaced.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';

export interface StaticSiteProps {
  stage: string;
  /** Names the headers policy: `Khanya-${stage}-${name}-SecurityHeaders`. */
  name: string;
  /** What the site is, for the resources' comments (e.g. "connect UI"). */
  description: string;
  distributionComment: string;
  /** The viewer-request function (cloudfront-js-2.0): its construct id, comment and code. */
  routing: { id: string; comment: string; code: string };
  contentSecurityPolicy: string;
  referrerPolicy: cloudfront.HeadersReferrerPolicy;
  defaultRootObject?: string;
  errorResponses?: cloudfront.ErrorResponse[];
}

export class StaticSite {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, props: StaticSiteProps) {
    const { stage } = props;
    const isProd = stage === 'prod';

    this.bucket = new s3.Bucket(scope, 'Site', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !isProd,
    });

    const routing = new cloudfront.Function(scope, props.routing.id, {
      comment: props.routing.comment,
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(props.routing.code),
    });

    const headers = new cloudfront.ResponseHeadersPolicy(scope, 'SecurityHeaders', {
      responseHeadersPolicyName: `Khanya-${stage}-${props.name}-SecurityHeaders`,
      comment: `Khanya ${stage}: ${props.description} security headers`,
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: props.referrerPolicy, override: true },
        contentSecurityPolicy: { contentSecurityPolicy: props.contentSecurityPolicy, override: true },
      },
    });

    this.distribution = new cloudfront.Distribution(scope, 'Distribution', {
      comment: props.distributionComment,
      ...(props.defaultRootObject ? { defaultRootObject: props.defaultRootObject } : {}),
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: routing, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      ...(props.errorResponses ? { errorResponses: props.errorResponses } : {}),
    });
  }

  /**
   * Uploads a built single-page app under `prefix` (e.g. "connect/"), in two deployments that never
   * prune, so a page loaded before a deploy still finds its assets: the content-hashed assets with
   * a year's cache first, then index.html (and any `entrySources`, such as a config.json) with
   * no-cache, which also invalidates `/${prefix}*`.
   */
  deploySinglePageApp(scope: Construct, distDir: string, prefix: string, entrySources: s3deploy.ISource[] = []): s3deploy.BucketDeployment[] {
    const assets = new s3deploy.BucketDeployment(scope, 'DeployAssets', {
      sources: [s3deploy.Source.asset(distDir, { exclude: ['index.html', 'config.json', 'build-report.json', '*.gz', '*.br'] })],
      destinationBucket: this.bucket,
      destinationKeyPrefix: prefix,
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
    });
    const entry = new s3deploy.BucketDeployment(scope, 'DeployEntry', {
      sources: [s3deploy.Source.asset(distDir, { exclude: ['*', '!index.html'] }), ...entrySources],
      destinationBucket: this.bucket,
      destinationKeyPrefix: prefix,
      prune: false,
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: [`/${prefix}*`],
      memoryLimit: 512,
    });
    entry.node.addDependency(assets);
    return [assets, entry];
  }
}
