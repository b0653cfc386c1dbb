import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';

/**
 * What AWS Cognito enforces and cognito-local does not, in front of cognito-local on the public
 * Cognito port, so the local stack behaves as the deployed one on the two things the design
 * relies on:
 * - an app client's WriteAttributes: UpdateUserAttributes and DeleteUserAttributes with an
 *   attribute outside the list are refused (NotAuthorizedException), as AWS does;
 * - AdminUserGlobalSignOut: revokes the user's refresh and access tokens issued until then;
 * - the temporary password: cognito-local answers NEW_PASSWORD_REQUIRED to any password of a user
 *   in FORCE_CHANGE_PASSWORD; here a wrong one gets "Incorrect username or password." as on AWS
 *   (read from cognito-local's own store beside the sign-outs file);
 * - the session of a challenge (NEW_PASSWORD_REQUIRED at first access): RespondToAuthChallenge is
 *   refused unless its Session is one an answer gave for that user and challenge, within the app
 *   client's 15 minutes (infra/lib/auth.ts), and not used yet.
 * And one thing AWS needs no help with: cognito-local answers CORS for any origin, so any page open
 * in the developer's browser could list users or add one to Administradores. Here only the app's
 * own origin gets CORS; a request from another origin (its preflight too) is refused with 403 and
 * never reaches cognito-local. Requests without an Origin (the functions' SDK) pass.
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

/** The challenge sessions answers gave (cognito-local checks none); AWS keeps them the client's authSessionValidity. */
class ChallengeSessions {
  static readonly VALIDITY_MS = 15 * 60_000;
  private readonly bySession = new Map<string, { usernames: string[]; challenge: string; at: number }>();
  /** `usernames`: what the user signed in with and Cognito's own username (USER_ID_FOR_SRP); a response may name either. */
  record(session: string, usernames: string[], challenge: string) {
    const now = Date.now();
    for (const [s, v] of this.bySession) if (now - v.at > ChallengeSessions.VALIDITY_MS) this.bySession.delete(s);
    this.bySession.set(session, { usernames: usernames.map((u) => u.toLowerCase()), challenge, at: now });
  }
  valid(session: unknown, username: unknown, challenge: unknown): boolean {
    const s = typeof session === 'string' ? this.bySession.get(session) : undefined;
    return !!s && Date.now() - s.at <= ChallengeSessions.VALIDITY_MS && s.usernames.includes(String(username).toLowerCase()) && s.challenge === challenge;
  }
  use(session: unknown) {
    if (typeof session === 'string') this.bySession.delete(session);
  }
}

const CHALLENGE_TARGETS = new Set(['InitiateAuth', 'AdminInitiateAuth', 'RespondToAuthChallenge', 'AdminRespondToAuthChallenge']);

/** The CORS headers the front answers for `origin`: only the app's own. */
const corsFor = (origin: string) => ({ 'access-control-allow-origin': origin, vary: 'Origin' });

export async function startCognitoFront(opts: { port: number; backendPort: number; signOutsFile: string; appOrigin: string }): Promise<Server> {
  const appOrigin = new URL(opts.appOrigin).origin;
  const signOuts = new SignOuts(opts.signOutsFile);
  const sessions = new ChallengeSessions();

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

    if (target === 'RespondToAuthChallenge' || target === 'AdminRespondToAuthChallenge') {
      const responses = input.ChallengeResponses as Record<string, unknown> | undefined;
      if (!sessions.valid(input.Session, responses?.USERNAME, input.ChallengeName)) return notAuthorized('Invalid session for the user, session is expired.');
    }

    if (target === 'AdminUserGlobalSignOut') {
      const user = await call('AdminGetUser', { UserPoolId: input.UserPoolId, Username: input.Username }, headers);
      if (user.status !== 200) return { status: user.status, body: user.body };
      signOuts.record(String(user.body.Username), Math.floor(Date.now() / 1000));
      return { status: 200, body: {} };
    }
    return undefined;
  };

  /** cognito-local's store (its working directory is the sign-outs file's folder). */
  const storeDir = join(dirname(opts.signOutsFile), '.cognito', 'db');
  /** The password cognito-local keeps for a user of the client's pool; undefined when it cannot tell. */
  const storedPassword = (clientId: unknown, username: unknown): string | undefined => {
    try {
      const clients = JSON.parse(readFileSync(join(storeDir, 'clients.json'), 'utf8')) as { Clients?: Record<string, { UserPoolId?: string }> };
      const poolId = clients.Clients?.[String(clientId)]?.UserPoolId;
      const pool = JSON.parse(readFileSync(join(storeDir, `${poolId}.json`), 'utf8')) as { Users?: Record<string, { Password?: string }> };
      return pool.Users?.[String(username)]?.Password;
    } catch {
      return undefined;
    }
  };

  /**
   * After cognito-local answered: a first-access challenge for a wrong temporary password becomes
   * AWS's refusal; the session of a challenge is kept; a used session goes.
   */
  const afterAuth = (target: string, input: Record<string, unknown>, status: number, body: Buffer): Answer | undefined => {
    if (!CHALLENGE_TARGETS.has(target) || status !== 200) return undefined;
    if (target.endsWith('RespondToAuthChallenge')) sessions.use(input.Session);
    let out: Record<string, unknown>;
    try {
      out = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
    } catch {
      return undefined;
    }
    const auth = input.AuthParameters as Record<string, unknown> | undefined;
    const userId = (out.ChallengeParameters as Record<string, unknown> | undefined)?.USER_ID_FOR_SRP;
    if (target === 'InitiateAuth' && out.ChallengeName === 'NEW_PASSWORD_REQUIRED') {
      const stored = storedPassword(input.ClientId, userId);
      if (stored !== undefined && stored !== auth?.PASSWORD) return notAuthorized('Incorrect username or password.');
    }
    const usernames = [auth?.USERNAME, (input.ChallengeResponses as Record<string, unknown> | undefined)?.USERNAME, userId].filter((u): u is string => typeof u === 'string');
    if (typeof out.Session === 'string' && typeof out.ChallengeName === 'string' && usernames.length) sessions.record(out.Session, usernames, out.ChallengeName);
    return undefined;
  };

  const reply = (res: ServerResponse, answer: Answer, cors: Record<string, string> = {}) => {
    res.writeHead(answer.status, { ...cors, 'content-type': 'application/x-amz-json-1.1' });
    res.end(JSON.stringify(answer.body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== appOrigin) {
      req.resume();
      return reply(res, { status: 403, body: { __type: 'AccessDeniedException', message: `Origin ${origin} is not allowed` } });
    }
    const cors = origin === undefined ? {} : corsFor(origin);
    if (req.method === 'OPTIONS' && origin !== undefined) {
      req.resume();
      res.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '',
        'access-control-max-age': '600',
        'content-length': 0,
      });
      return res.end();
    }
    const body = await readBody(req);
    const target = String(req.headers['x-amz-target'] ?? '');
    let input: Record<string, unknown> = {};
    if (req.method === 'POST' && target.startsWith(TARGET_PREFIX)) {
      try {
        input = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        /* cognito-local answers malformed JSON itself */
      }
      const answer = await guard(target.slice(TARGET_PREFIX.length), input, req.headers);
      if (answer) return reply(res, answer, cors);
    }
    const out = await backend(undefined, req.headers, body, req.method, req.url);
    const replaced = afterAuth(target.slice(TARGET_PREFIX.length), input, out.status, out.body);
    if (replaced) return reply(res, replaced, cors);
    // cognito-local's own CORS headers (any origin) go; the app's origin gets its own.
    const headers = Object.fromEntries(Object.entries(out.headers).filter(([name]) => !name.startsWith('access-control-') && name !== 'vary' && name !== 'transfer-encoding'));
    res.writeHead(out.status, { ...headers, ...cors, 'content-length': out.body.length });
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
