import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export: its module becomes a chunk of its own, loaded on first render;
 * `preload` starts loading it ahead of that (a route on the first URL, a dialog when the pointer nears its button).
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] as ComponentType<M[K] extends ComponentType<infer P> ? P : never> })),
    { preload: () => void load().catch(() => undefined) },
  );
}
