import { mkdtempSync, realpathSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { assertJava17, assertJavac17 } from './java';

const path = process.env.PATH;
afterEach(() => {
  process.env.PATH = path;
});

describe('assertJava17', () => {
  it('stops with a sentence naming the missing Java when java is not on the PATH', () => {
    process.env.PATH = mkdtempSync(join(tmpdir(), 'no-java-'));
    expect(() => assertJava17()).toThrow(/^Java 17 or later is missing: DynamoDB Local .* needs it/);
  });

  it('passes on this machine, which has Java 17 or later', () => {
    expect(() => assertJava17()).not.toThrow();
  });
});

describe('assertJavac17', () => {
  it('stops with a sentence naming the missing javac and the JDK package when only a Java runtime is on the PATH', () => {
    const java = realpathSync(spawnSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' }).stdout.trim());
    const bin = mkdtempSync(join(tmpdir(), 'jre-only-'));
    symlinkSync(java, join(bin, 'java'));
    process.env.PATH = bin;
    expect(() => assertJava17()).not.toThrow();
    expect(() => assertJavac17()).toThrow(/^The Java compiler javac \(JDK 17 or later\) is missing: .*openjdk-17-jdk-headless/);
  });

  it('passes on this machine, which has a JDK 17 or later', () => {
    expect(() => assertJavac17()).not.toThrow();
  });
});
