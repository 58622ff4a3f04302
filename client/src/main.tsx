import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from '@/app/app-routes';
import { GlobalDialogs } from '@/app/global-dialogs';
import { LoginQueryHandler } from '@/app/login-query-handler';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { queryClient } from '@/lib/query-client';
import { ThemeProvider } from '@/lib/theme';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AppRoutes />
        <GlobalDialogs />
        <LoginQueryHandler />
        <LazyToaster />
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
