import { afterEach, describe, expect, it, vi } from 'vitest';
import { JsonLogger } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(JSON.parse(String(chunk)));
    return true;
  });
  return lines;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the JSON logger', () => {
  it('writes one JSON line with level, message, service, the request id and the appended keys, which the next invocation drops', () => {
    const lines = capture();
    const log = new JsonLogger('emc-teste');
    log.startInvocation({ awsRequestId: 'req-1' });
    log.appendKeys({ route: 'login.logon' });
    log.info('request refused', { status: 401 });
    log.startInvocation({ awsRequestId: 'req-2' });
    log.info('segunda');
    expect(lines[0]).toMatchObject({ level: 'INFO', message: 'request refused', service: 'emc-teste', function_request_id: 'req-1', route: 'login.logon', status: 401, cold_start: true });
    expect(typeof lines[0]!.timestamp).toBe('string');
    expect(lines[1]).toMatchObject({ function_request_id: 'req-2', cold_start: false });
    expect(lines[1]).not.toHaveProperty('route');
  });

  it('logs an error with its name, message and stack, and drops what is under POWERTOOLS_LOG_LEVEL', () => {
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'WARN');
    const lines = capture();
    const log = new JsonLogger('emc');
    log.info('não aparece');
    log.error('unexpected error', new TypeError('falhou'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'ERROR', error: { name: 'TypeError', message: 'falhou' } });
    expect(String((lines[0]!.error as { stack: string }).stack)).toContain('TypeError: falhou');
  });
});
