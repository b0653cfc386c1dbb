/** Chromium's flags for the bench's browsers: no sandbox (root), no GPU, nothing in the background that would load the CPU. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
