import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import type { PublicConfig } from '@common/schemas/public-config';
import { publicConfigQuery } from '@/lib/public-config';
import { sessionQuery } from '@/lib/queries/user';
import { ThemeProvider } from '@/lib/theme';
import { AppRoutes } from './app-routes';

const render = async (path: string) => {
  const { prelude } = await prerender(
    <StrictMode>
      <ThemeProvider>
        <Router ssrPath={path}>
          <AppRoutes />
        </Router>
      </ThemeProvider>
    </StrictMode>,
    // Never split a large part off to be put in place later by an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
};

/**
 * The markup the app renders at `path` for a visitor (no session, the given public config, the
 * default language and theme): the entry of the server-side build that
 * scripts/prerender-public-pages.ts runs.
 *
 * Rendered twice: the first render loads the lazy page, which then renders at once in the second.
 * A part that waited would be sent apart with an inline script to move it in place, which the
 * app's Content-Security-Policy (scripts from its own files only) blocks.
 */
export async function renderStaticPage(path: string, config: PublicConfig): Promise<string> {
  publicConfigQuery.seed(config);
  sessionQuery.seed(null);
  await render(path);
  return render(path);
}
