import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadElement } from './router';

describe('preloadElement', () => {
  it('starts loading every lazy component an element tree names, a guard’s page included', () => {
    const layout = vi.fn();
    const page = vi.fn();
    const Layout = Object.assign(({ children }: { children?: ReactNode }) => <div>{children}</div>, { preload: layout });
    const Page = Object.assign(() => <p>página</p>, { preload: page });
    const Guard = ({ children }: { children?: ReactNode }) => <>{children}</>;
    preloadElement(
      <Guard>
        <Layout>
          <Page />
        </Layout>
      </Guard>,
    );
    expect(layout).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('ignores text and empty nodes', () => {
    expect(() => preloadElement('texto')).not.toThrow();
    expect(() => preloadElement(null)).not.toThrow();
  });
});
