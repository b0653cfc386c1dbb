import { describe, expect, it } from 'vitest';
import { assertNodeVersion, requiredNode } from './node-version';

describe('assertNodeVersion', () => {
  it('reads the minimum from package.json engines', () => {
    expect(requiredNode()).toEqual({ major: 20, minor: 19 });
  });

  it('accepts the minimum and anything newer, and refuses older with a sentence naming both versions', () => {
    expect(() => assertNodeVersion('20.19.0')).not.toThrow();
    expect(() => assertNodeVersion('22.1.0')).not.toThrow();
    expect(() => assertNodeVersion('24.0.0')).not.toThrow();
    expect(() => assertNodeVersion('20.18.3')).toThrow('Node 20.19 or later is needed (package.json "engines"); this machine runs Node 20.18.3.');
    expect(() => assertNodeVersion('18.20.0')).toThrow(/runs Node 18\.20\.0/);
  });

  it('passes on the Node running this test', () => {
    expect(() => assertNodeVersion()).not.toThrow();
  });
});
