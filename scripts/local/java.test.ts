import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertJava17 } from './java';

describe('assertJava17', () => {
  const path = process.env.PATH;
  afterEach(() => {
    process.env.PATH = path;
  });

  it('stops with a sentence naming the missing Java when java is not on the PATH', () => {
    process.env.PATH = mkdtempSync(join(tmpdir(), 'no-java-'));
    expect(() => assertJava17()).toThrow(/^Java 17 or later is missing: DynamoDB Local .* needs it/);
  });

  it('passes on this machine, which has Java 17 or later', () => {
    expect(() => assertJava17()).not.toThrow();
  });
});
