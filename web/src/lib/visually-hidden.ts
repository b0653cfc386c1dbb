/**
 * Out of sight but read by screen readers (and, for a file input, still clickable by script).
 * On a block that wraps wide content (a table), so that nothing it holds widens the page.
 */
export const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;
