import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_VI_MOCK } from '../../web/vitest.config';

const WEB = join(import.meta.dirname, '../../web');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? testFiles(join(dir, e.name)) : /\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));
}

describe("the web's module mocks", () => {
  it('every web test file that calls vi.mock runs isolated (WEB_VI_MOCK), and the list names no other', () => {
    const mocking = testFiles(join(WEB, 'src'))
      .filter((f) => /\bvi\.(mock|doMock)\(/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(WEB, f))
      .sort();
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking).toEqual([...WEB_VI_MOCK].sort());
  });
});
