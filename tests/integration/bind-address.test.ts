import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, inject, it } from 'vitest';

/**
 * The local stack holds real-looking personal data (CPFs) behind emulators that accept any
 * credentials, so every port it opens must listen on 127.0.0.1 only: reachable from this machine,
 * refused from its network addresses.
 */

const listeners = inject('stackListeners');

/** This machine's non-loopback addresses, IPv4 and IPv6 (link-local ones with their interface). */
const networkAddresses = Object.entries(networkInterfaces()).flatMap(([ifname, infos]) =>
  (infos ?? []).filter((i) => !i.internal).map((i) => (i.family === 'IPv6' && i.scopeid ? `${i.address}%${ifname}` : i.address)),
);

/** 'connected', or the error code of the failed connect; 'timeout' if neither came (a filtered port). */
function connectOutcome(host: string, port: number): Promise<string> {
  return new Promise((resolveOutcome) => {
    const socket = connect({ host, port });
    socket.setTimeout(10_000);
    socket.once('connect', () => {
      socket.destroy();
      resolveOutcome('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolveOutcome(error.code ?? error.message));
    socket.once('timeout', () => {
      socket.destroy();
      resolveOutcome('timeout');
    });
  });
}

describe('every listener of the local stack is reachable only from this machine', () => {
  it('the stack reports each of its listeners, on distinct ports', () => {
    expect(listeners.map((l) => l.name)).toEqual(expect.arrayContaining(['gateway', 'dynamodb', 's3', 'cognito', 'ses', 'lambda-invoke']));
    for (const l of listeners) expect(l.port, l.name).toBeGreaterThan(0);
    expect(new Set(listeners.map((l) => l.port)).size).toBe(listeners.length);
  });

  it.for(listeners)('$name (port $port) accepts connections on 127.0.0.1', async ({ port }) => {
    expect(await connectOutcome('127.0.0.1', port)).toBe('connected');
  });

  it.for(listeners)('$name (port $port) refuses connections on every non-loopback address of this machine', async ({ port }, { skip }) => {
    if (networkAddresses.length === 0) {
      skip('this machine has no non-loopback network address, so a connection from the network cannot be tried here');
    }
    const outcomes = await Promise.all(networkAddresses.map(async (host) => [host, await connectOutcome(host, port)] as const));
    expect(Object.fromEntries(outcomes)).toEqual(Object.fromEntries(networkAddresses.map((host) => [host, 'ECONNREFUSED'])));
  });
});
