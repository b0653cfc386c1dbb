import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startGateway } from '../scripts/local/gateway';
import { repoRoot } from '../scripts/local/config';
import { freePort } from '../scripts/local/ports';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Opens /login in Chromium over the built SPA and adds up the gzip size of every script it loads (target ≤ 150 KB). */
export async function benchLoginJs(): Promise<boolean> {
  const port = await freePort();
  const server = await startGateway({ port, webDist: join(repoRoot, 'web', 'dist'), handlers: new Map() });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts: { url: string; gz: number }[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const body = await res.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: new URL(res.url()).pathname, gz: gzipSync(body).length });
    });
    await page.goto(`http://localhost:${port}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    const total = scripts.reduce((a, s) => a + s.gz, 0) / 1024;
    console.log(`\nLogin page JS: ${scripts.length} scripts, ${total.toFixed(1)} KB gzip (target ≤ 150)`);
    for (const s of scripts.sort((a, b) => b.gz - a.gz)) console.log(`  ${(s.gz / 1024).toFixed(1).padStart(7)} KB  ${s.url}`);
    const charts = scripts.filter((s) => /chart/i.test(s.url));
    if (charts.length) console.log('  ✗ chart code is loaded on the login page');
    return total <= 150 && charts.length === 0;
  } finally {
    await browser.close();
    await new Promise((r) => server.close(r));
  }
}
