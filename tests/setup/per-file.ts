import { vi } from 'vitest';

/**
 * The stack project's files share their worker's loaded packages (isolate: false): Playwright, the AWS
 * SDK and pdf.js load once per worker, not once per file. The project's own modules still load anew
 * for each file: the functions' modules read the stack's or a world's environment when they load
 * (tests/support/direct.ts), and the helpers keep caches meant for one file (tokens, an area, the credit table).
 */
vi.resetModules();
