import { fileURLToPath } from 'node:url';

/** The repository root: function entries and the built SPA are resolved from here. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
