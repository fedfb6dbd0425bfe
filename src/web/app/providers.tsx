import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { bootVisitor } from '../features/auth';
import { startThemeSync } from '../features/theme';
import { isUnauthenticated } from '../lib/graphql-client';
import { ApiError } from '../lib/http';
import { prefetchStartPage } from './prefetch-start-page';

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isUnauthenticated(error)) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Server-state cache, theme syncing and the visitor boot (docs/PRODUCT.md §4), with the start
 * page's first query (prefetch-start-page.ts).
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  useEffect(() => startThemeSync(), []);
  useEffect(() => {
    const visitorResolved = bootVisitor();
    // Beside the sign-in check, not after it: the start page's data is on its way meanwhile.
    void prefetchStartPage(queryClient, window.location, visitorResolved);
  }, [queryClient]);

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
