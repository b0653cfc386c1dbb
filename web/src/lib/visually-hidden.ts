/**
 * Out of sight but read by screen readers (and, for a file input, still clickable by script).
 * On a block that wraps wide content (a table), so that nothing it holds widens the page. Sizes are
 * strings: in MUI's `sx` a bare 1 means 100%, and the element would be as wide as its container.
 */
export const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;
