import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl } from '../support/api';
import { depoisDoTeste, launch, newPage } from '../support/browser';

/**
 * The local Cognito front answers CORS only for the app's origin (scripts/local/cognito-front.ts):
 * in Chromium, a page served from another origin on this machine cannot call it, while the same
 * call from a page of the app's origin can.
 */

const env = inject('stackEnv');
let browser: Browser;
let outraOrigem: Server;
let outraUrl: string;

beforeAll(async () => {
  browser = await launch();
  outraOrigem = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="pt-BR"><title>Outro site</title><h1>Outro site</h1></html>');
  });
  await new Promise<void>((resolve) => outraOrigem.listen(0, '127.0.0.1', resolve));
  outraUrl = `http://127.0.0.1:${(outraOrigem.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => outraOrigem?.close(resolve));
});
afterEach(({ task }) => depoisDoTeste(task));

/** The page's fetch of ListUsers on the Cognito front: `200 <n> usuários`, or the error the page sees. */
const listarUsuarios = (page: Page) =>
  page.evaluate(
    async ({ url, pool }) => {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers' },
          body: JSON.stringify({ UserPoolId: pool }),
        });
        const body = (await res.json()) as { Users?: unknown[] };
        return `${res.status} ${body.Users?.length ?? 0} usuários`;
      } catch (error) {
        return `falhou: ${(error as Error).message}`;
      }
    },
    { url: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!, pool: env.USER_POOL_ID! },
  );

describe('the local Cognito front in the browser', () => {
  it('a page from another origin cannot list the users; a page of the app can', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(outraUrl);
    await page.getByRole('heading', { name: 'Outro site' }).waitFor();
    expect(await listarUsuarios(page)).toBe('falhou: Failed to fetch');

    await page.goto(`${baseUrl()}/api/health`);
    expect(new URL(page.url()).origin).toBe(new URL(env.APP_URL!).origin);
    expect(await listarUsuarios(page)).toMatch(/^200 [1-9]\d* usuários$/);
    await context.close();
  });
});
