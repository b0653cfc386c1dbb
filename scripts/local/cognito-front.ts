import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';

/**
 * What AWS Cognito enforces and cognito-local does not, in front of cognito-local on the public
 * Cognito port, so the local stack behaves as the deployed one on the two things the design
 * relies on:
 * - an app client's WriteAttributes: UpdateUserAttributes and DeleteUserAttributes with an
 *   attribute outside the list are refused (NotAuthorizedException), as AWS does;
 * - AdminUserGlobalSignOut: revokes the user's refresh and access tokens issued until then.
 * Everything else passes through unchanged.
 */

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

interface CognitoError {
  __type: string;
  message: string;
}

type Answer = { status: number; body: unknown };

const notAuthorized = (message: string): Answer => ({ status: 400, body: { __type: 'NotAuthorizedException', message } satisfies CognitoError });

function jwtPayload(token: unknown): Record<string, unknown> | undefined {
  if (typeof token !== 'string') return undefined;
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolveBody(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Keeps, per Cognito username, the second of the user's last global sign-out; persisted beside cognito-local's data. */
class SignOuts {
  private readonly bySub: Record<string, number>;
  constructor(private readonly file: string) {
    this.bySub = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>) : {};
  }
  record(username: string, second: number) {
    this.bySub[username] = second;
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify(this.bySub));
  }
  /** A token issued (iat) at or before the user's last sign-out is revoked. */
  revokes(token: Record<string, unknown> | undefined): boolean {
    const username = token?.['cognito:username'] ?? token?.username ?? token?.sub;
    const at = typeof username === 'string' ? this.bySub[username] : undefined;
    return at !== undefined && typeof token?.iat === 'number' && token.iat <= at;
  }
}

export async function startCognitoFront(opts: { port: number; backendPort: number; signOutsFile: string }): Promise<Server> {
  const signOuts = new SignOuts(opts.signOutsFile);

  const backend = (target: string | undefined, headers: IncomingMessage['headers'], body: Buffer, method = 'POST', path = '/') =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolveCall, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: opts.backendPort, method, path, headers: { ...headers, ...(target ? { 'x-amz-target': TARGET_PREFIX + target } : {}), 'content-length': body.length } },
        (res) => {
          readBody(res).then((b) => resolveCall({ status: res.statusCode ?? 502, headers: res.headers, body: b }), reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  const call = async (target: string, input: unknown, headers: IncomingMessage['headers']) => {
    const out = await backend(target, { ...headers, 'content-type': 'application/x-amz-json-1.1' }, Buffer.from(JSON.stringify(input)));
    return { status: out.status, body: JSON.parse(out.body.toString('utf8') || '{}') as Record<string, unknown> };
  };

  /** The checks AWS makes before the call reaches the user pool; undefined lets it through. */
  const guard = async (target: string, input: Record<string, unknown>, headers: IncomingMessage['headers']): Promise<Answer | undefined> => {
    const access = jwtPayload(input.AccessToken);
    if (input.AccessToken !== undefined && signOuts.revokes(access)) return notAuthorized('Access Token has been revoked');

    if (target === 'InitiateAuth' && (input.AuthFlow === 'REFRESH_TOKEN_AUTH' || input.AuthFlow === 'REFRESH_TOKEN')) {
      const refresh = jwtPayload((input.AuthParameters as Record<string, unknown> | undefined)?.REFRESH_TOKEN);
      if (signOuts.revokes(refresh)) return notAuthorized('Refresh Token has been revoked');
    }

    if (target === 'UpdateUserAttributes' || target === 'DeleteUserAttributes') {
      const names =
        target === 'UpdateUserAttributes'
          ? ((input.UserAttributes as { Name?: string }[] | undefined) ?? []).map((a) => String(a.Name))
          : ((input.UserAttributeNames as string[] | undefined) ?? []).map(String);
      const clientId = access?.client_id;
      const poolId = typeof access?.iss === 'string' ? access.iss.split('/').pop() : undefined;
      if (typeof clientId !== 'string' || !poolId) return undefined; // cognito-local answers the bad token itself
      const client = await call('DescribeUserPoolClient', { UserPoolId: poolId, ClientId: clientId }, headers);
      const allowed = (client.body.UserPoolClient as { WriteAttributes?: string[] } | undefined)?.WriteAttributes;
      if (allowed?.length && names.some((n) => !allowed.includes(n))) return notAuthorized('A client attempted to write unauthorized attribute');
    }

    if (target === 'AdminUserGlobalSignOut') {
      const user = await call('AdminGetUser', { UserPoolId: input.UserPoolId, Username: input.Username }, headers);
      if (user.status !== 200) return { status: user.status, body: user.body };
      signOuts.record(String(user.body.Username), Math.floor(Date.now() / 1000));
      return { status: 200, body: {} };
    }
    return undefined;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    const target = String(req.headers['x-amz-target'] ?? '');
    if (req.method === 'POST' && target.startsWith(TARGET_PREFIX)) {
      let input: Record<string, unknown> = {};
      try {
        input = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        /* cognito-local answers malformed JSON itself */
      }
      const answer = await guard(target.slice(TARGET_PREFIX.length), input, req.headers);
      if (answer) {
        res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify(answer.body));
        return;
      }
    }
    const out = await backend(undefined, req.headers, body, req.method, req.url);
    const headers = { ...out.headers };
    delete headers['transfer-encoding'];
    res.writeHead(out.status, { ...headers, 'content-length': out.body.length });
    res.end(out.body);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify({ __type: 'InternalErrorException', message: 'cognito-local is not reachable' }));
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolveListen());
  });
  return server;
}
