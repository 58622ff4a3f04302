import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { adoptBootQueries, QUERY_DEFAULTS } from '@/lib/query-client';

/**
 * Renders `ui` as the app does: a query client with the app's defaults (a fresh one per test, so
 * nothing is cached between tests, and the session and config read through it) and the toast
 * viewport, so a toast's text can be asserted.
 */
export function renderWithApp(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  adoptBootQueries(queryClient);
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        {ui}
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}
