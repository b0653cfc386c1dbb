const TITLES = new Set(['dr', 'dra', 'sr', 'sra', 'prof', 'profa']);

/** "Dra. Ana Maria Souza" → "AS"; "" → "?". */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((w) => w && !TITLES.has(w.toLowerCase()));
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}
