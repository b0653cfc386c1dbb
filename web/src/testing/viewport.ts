import { afterEach, beforeEach } from 'vitest';

interface HappyDomWindow {
  happyDOM?: { setViewport(viewport: { width: number; height: number }): void };
}

const setViewport = (width: number, height: number) => (window as unknown as HappyDomWindow).happyDOM?.setViewport({ width, height });

/** For a describe block: the tests in it run at a phone's 390 × 844 (below MUI's md), then the default comes back. */
export function onAPhone(): void {
  let before = { width: 0, height: 0 };
  beforeEach(() => {
    before = { width: window.innerWidth, height: window.innerHeight };
    setViewport(390, 844);
  });
  afterEach(() => setViewport(before.width, before.height));
}
