import { Stack } from 'aws-cdk-lib';
import { AccessLogField, AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routeGroups, routes } from '@emc/shared/routes';
import { EmcFunction, type FunctionSettings } from './lambda-function';
import { acknowledge } from './nag';
import { capabilitiesFor, grantCapabilities, type PermissionTargets } from './permissions';

export interface ApiProps {
  /** Environment variables every API function gets (table, bucket, pool, settings). */
  environment: Record<string, string>;
  /** Log retention (also the access logs') and the other settings every function shares. */
  settings: FunctionSettings;
  targets: PermissionTargets;
}

/**
 * The HTTP API: one function per route group and one route per manifest entry
 * (shared/src/routes.ts), all on the `$default` stage, which CloudFront serves under /api/*.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions: Record<string, EmcFunction> = {};
  /** The execute-api host name, CloudFront's origin for /api/*. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const stack = Stack.of(this);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Programa de EMC',
      createDefaultStage: false,
    });
    this.domainName = `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.settings.logRetention });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { burstLimit: 200, rateLimit: 100 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        // JSON, one line per request; never the Authorization header or the body.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: AccessLogField.contextRequestId(),
            time: AccessLogField.contextRequestTime(),
            ip: AccessLogField.contextIdentitySourceIp(),
            method: AccessLogField.contextHttpMethod(),
            routeKey: '$context.routeKey',
            path: AccessLogField.contextPath(),
            status: AccessLogField.contextStatus(),
            responseLength: AccessLogField.contextResponseLength(),
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: AccessLogField.contextIntegrationLatency(),
            integrationError: '$context.integrationErrorMessage',
            userAgent: AccessLogField.contextIdentityUserAgent(),
          }),
        ),
      },
    });

    const integrations: Record<string, HttpLambdaIntegration> = {};
    for (const group of routeGroups) {
      const f = new EmcFunction(this, `Fn-${group}`, { name: group, environment: props.environment, settings: props.settings });
      grantCapabilities(f.role, capabilitiesFor(group), props.targets);
      this.functions[group] = f;
      // One invoke permission per function for this API, not one per route: keeps the
      // function's resource policy small as the manifest grows.
      integrations[group] = new HttpLambdaIntegration(`${group}-integration`, f.fn, { scopePermissionToRoute: false });
    }

    for (const r of routes) {
      const integration = integrations[r.group];
      if (!integration) throw new Error(`route ${r.id}: no function for group ${r.group}`);
      new HttpRoute(this.httpApi, r.id, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(r.path, HttpMethod[r.method]),
        integration,
      });
    }

    acknowledge(
      this.httpApi,
      'AwsSolutions-APIG4',
      'Authorization happens in each function (functions/src/lib/auth.ts): aws-jwt-verify checks the Cognito ID token (issuer, audience = the app client, JWKS, expiry) and the role list of the route manifest, so 401/403 answers carry the app\'s Portuguese bodies and the local gateway behaves the same; public routes (health, login) need none.',
    );
  }
}
