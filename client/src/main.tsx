import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from '@/app/app-routes';
import { GlobalDialogs } from '@/app/global-dialogs';
import { preloadRoutePage } from '@/app/lazy-pages';
import { LoginQueryHandler } from '@/app/login-query-handler';
import { renderBehindStaticPage, staticPageShown, whenRootParsed } from '@/app/static-page-handover';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { activateLanguage } from '@/lib/i18n/i18n';
import { LanguageFollower } from '@/lib/i18n/language-follower';
import { getDisplayPreferences } from '@/lib/preferences/display-preferences';
import { ThemeProvider } from '@/lib/theme';
import './index.css';

function render() {
  const root = createRoot(document.getElementById('root')!);
  const show = () => root.render(app);
  if (staticPageShown()) {
    // The page's chunk loads while the shell's reads are awaited. (Not on other pages: asked for
    // before their first paint, it would share the network with what that paint needs.) Each in a
    // task of its own, not in the one that evaluates this module: the page is already on the
    // screen, and one long task there is input held up for all of it.
    setTimeout(() => preloadRoutePage(window.location.pathname));
    setTimeout(() => renderBehindStaticPage(show));
  } else show();
}

const app = (
  // No query client here: the shell reads its two queries without the library (lib/boot-query.ts),
  // and each lazy page or dialog brings the client with it (app/lazy-with-queries.tsx).
  <StrictMode>
    <ThemeProvider>
      <LanguageFollower />
      <AppRoutes />
      <GlobalDialogs />
      <LoginQueryHandler />
      <LazyToaster />
    </ThemeProvider>
  </StrictMode>
);

// A chosen language is fetched before the first render, so the page never flashes English first.
// (A promise, not a top-level await: that would make the bundler split the first-load script.)
const { language } = getDisplayPreferences();
if (language === 'en') whenRootParsed(render);
else void activateLanguage(language).finally(() => whenRootParsed(render));
