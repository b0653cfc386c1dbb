import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one Chromium: every browser test file connects to it (tests/support/browser.ts launch). */
    chromiumWsEndpoint: string;
  }
}

/**
 * One Chromium for the whole run instead of one per test file: each file connects to it, each test
 * opens a context of its own, and a file's browser.close() only disconnects (closing that file's
 * contexts). Closed at teardown.
 */
export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  project.provide('chromiumWsEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
