import { expect, it } from 'vitest';
import { a11yViolationCounts, expectNoSeriousA11yViolations } from '../support/axe';
import { launch, newPage } from '../support/browser';

const CLEAN = '<!doctype html><html lang="pt-BR"><head><title>Limpa</title></head><body><main><h1>Página</h1><img src="data:," alt="Logotipo"></main></body></html>';
const IMG_WITHOUT_ALT = CLEAN.replace(' alt="Logotipo"', '');

it('the axe helper passes a clean page and fails, naming the rule and the element, on an image without alt, in the page or in a frame', async () => {
  const browser = await launch();
  try {
    const { page } = await newPage(browser);
    await page.setContent(CLEAN);
    await expectNoSeriousA11yViolations(page, 'a clean page');
    expect(await a11yViolationCounts(page)).toEqual({ critical: 0, serious: 0, moderate: 0, minor: 0 });

    await page.setContent(IMG_WITHOUT_ALT);
    expect((await a11yViolationCounts(page)).critical).toBe(1);
    await expect(expectNoSeriousA11yViolations(page, 'an image without alt')).rejects.toThrow(/an image without alt[\s\S]*image-alt \(critical\)[\s\S]*img/);

    // Inside a frame too, as the comprovante viewer's iframe is.
    await page.goto('/login');
    await page.evaluate(() => {
      const quadro = '<!doctype html><html lang="pt-BR"><head><title>Quadro</title></head><body><img src="data:,"></body></html>';
      const iframe = Object.assign(document.createElement('iframe'), { title: 'Comprovante', src: URL.createObjectURL(new Blob([quadro], { type: 'text/html' })) });
      document.body.append(iframe);
    });
    await page.frameLocator('iframe').locator('img').waitFor({ state: 'attached' });
    await expect(expectNoSeriousA11yViolations(page, 'a frame')).rejects.toThrow(/image-alt \(critical\)[\s\S]*iframe[\s\S]*img/);
  } finally {
    await browser.close();
  }
});
