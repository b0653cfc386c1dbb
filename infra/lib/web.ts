import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Annotations, DefaultStackSynthesizer, Duration } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  GeoRestriction,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { Bucket, IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { EmcConfig } from './config';
import { acknowledge, arnRef } from './nag';
import { repoRoot } from './paths';
import { secureBucket } from './secure-bucket';

export interface WebProps {
  config: EmcConfig;
  logsBucket: Bucket;
  /** The attachments-and-reports bucket: presigned links point at it, so the CSP allows its origin. */
  filesBucket: IBucket;
  /** The execute-api host name of the HTTP API. */
  apiDomainName: string;
}

/**
 * Viewer-request function on the SPA behaviour: a path without a file extension is a client-side
 * route, so it gets index.html. It never runs for /api/*, so API 403/404 answers stay as they are.
 */
const SPA_REWRITE = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** Served from the site bucket, not the API: the web build writes it beside the SPA. */
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';

/** The SPA: a private bucket behind CloudFront (OAC), with /api/* sent to the HTTP API (but the OpenAPI document). */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const { config } = props;

    this.bucket = secureBucket(this, 'SiteBucket', { logsBucket: props.logsBucket });

    const filesOrigin = `https://${props.filesBucket.bucketRegionalDomainName}`;
    const csp = [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'", // MUI (emotion) injects style tags
      `img-src 'self' data: blob: ${filesOrigin}`,
      "font-src 'self' data:",
      `connect-src 'self' ${filesOrigin}`, // attachments: the API redirects to a presigned GET
      "frame-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'emc security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true }],
      },
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'extension-less paths -> /index.html',
    });

    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket);
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `emc-${config.envName}`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      // CloudFront matches behaviours in this order, so the document comes before /api/*.
      additionalBehaviors: {
        // The OpenAPI document the web build writes to web/dist/api/openapi.json (shared/src/openapi.ts).
        [OPENAPI_DOCUMENT_PATH]: {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers,
        },
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Forwards Authorization, query strings and bodies; Host must stay the execute-api host.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Brazil's edge locations are only in the "all" price class.
      priceClass: PriceClass.PRICE_CLASS_ALL,
      // Only a custom certificate can raise the minimum; the default *.cloudfront.net one is fixed.
      minimumProtocolVersion: config.certificateArn ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      domainNames: config.domain ? [config.domain] : undefined,
      certificate: config.certificateArn ? Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn) : undefined,
      webAclId: config.webAclArn,
      geoRestriction: config.geoAllow.length ? GeoRestriction.allowlist(...config.geoAllow) : undefined,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
    });

    if (!config.domain) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR4',
        'No custom domain configured, so the distribution uses the default *.cloudfront.net certificate, for which CloudFront fixes the minimum protocol; setting the domain and certificateArn context switches to TLSv1.2_2021.',
      );
    }
    if (!config.webAclArn) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR2',
        'No WAF by default: a CloudFront web ACL must live in us-east-1 and costs a fixed monthly fee per ACL and rule; the API has stage throttling and token checks, accounts are admin-created. A deployer can attach one with the webAclArn context.',
      );
    }
    if (!config.geoAllow.length) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR1',
        'No geo restriction by default: doctors register congresses attended abroad and use the app while travelling; a deployer can restrict countries with the geoAllow context (e.g. "BR").',
      );
    }

    this.deploySite(resolve(repoRoot, config.webDist));
  }

  /** Uploads the built SPA when it exists; hashed files under assets/ are cached for a year. */
  private deploySite(dist: string): void {
    if (!existsSync(join(dist, 'index.html'))) {
      Annotations.of(this).addWarningV2(
        '@emc/web-dist-missing',
        `No ${join(dist, 'index.html')}: the SPA is not deployed. Run "npm run build -w web" before cdk deploy.`,
      );
      return;
    }
    let assets: BucketDeployment | undefined;
    if (existsSync(join(dist, 'assets'))) {
      assets = new BucketDeployment(this, 'DeployAssets', {
        sources: [Source.asset(join(dist, 'assets'))],
        destinationBucket: this.bucket,
        destinationKeyPrefix: 'assets/',
        cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
        prune: false, // browsers holding the previous index.html still load the previous chunks
        memoryLimit: 512,
      });
    }
    const site = new BucketDeployment(this, 'DeploySite', {
      sources: [Source.asset(dist, { exclude: ['assets', 'assets/**'] })],
      destinationBucket: this.bucket,
      cacheControl: [CacheControl.fromString('no-cache')],
      prune: false,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    if (assets) site.node.addDependency(assets);
    this.acknowledgeDeploymentHandler(site);
  }

  /**
   * BucketDeployment runs a CDK-owned singleton function (Python) only while deploying, to copy
   * web/dist into the site bucket and invalidate CloudFront. Its role comes from CDK, as is.
   */
  private acknowledgeDeploymentHandler(deployment: BucketDeployment): void {
    const handler = deployment.handlerRole.node.scope;
    if (!handler) throw new Error('BucketDeployment handler not found');
    const qualifier = String(this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER);
    const why = 'CDK BucketDeployment handler, run only at deploy time to copy web/dist to the site bucket';
    const ack = (id: string, reason: string) => acknowledge(handler, id, `${why}: ${reason}`);

    ack('AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', 'CDK gives its role the basic execution managed policy, which only writes its own logs.');
    ack('AwsSolutions-L1', 'CDK pins its Python runtime and moves it forward with aws-cdk-lib upgrades.');
    for (const action of ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*']) {
      ack(`AwsSolutions-IAM5[Action::${action}]`, "CDK's read/read-write action groups, limited to the CDK asset bucket and the site bucket.");
    }
    ack(`AwsSolutions-IAM5[Resource::${arnRef(this.bucket)}/*]`, 'it writes every file of the built SPA, so it needs all keys of the site bucket.');
    ack(
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-${qualifier}-assets-<AWS::AccountId>-<AWS::Region>/*]`,
      'it reads the zipped SPA from the CDK bootstrap asset bucket, whose object keys are content hashes.',
    );
    ack('AwsSolutions-IAM5[Resource::*]', 'CDK grants cloudfront:CreateInvalidation and GetInvalidation on * to invalidate the distribution after the upload.');
  }
}
