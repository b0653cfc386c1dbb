import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';

const swrDefaults: SWRConfiguration = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
};

/**
 * swr defaults for the pages that load data. It wraps the layouts rather than the whole app so swr
 * stays out of the login page's first load. An outer SWRConfig (tests) may supply the cache.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrDefaults}>{children}</SWRConfig>;
}
