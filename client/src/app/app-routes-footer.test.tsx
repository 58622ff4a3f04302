import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ThemeProvider } from '@/lib/theme';
import { mockApi, signedOut } from '../../test/api-mock';
import { renderWithApp } from '../../test/render';
import { AppRoutes } from './app-routes';
import type * as LazyPages from './lazy-pages';

// The pricing page's code arrives when the test says so, as a slow network would deliver it.
const pricingCode = vi.hoisted(() => {
  let deliver = () => {};
  const arrived = new Promise<void>((resolve) => (deliver = resolve));
  return { arrived, deliver: () => deliver() };
});

vi.mock('./lazy-pages', async (original) => {
  const actual = await original<typeof LazyPages>();
  const PricingPage = lazy(async () => {
    await pricingCode.arrived;
    return { default: () => <main id="main">Pricing page</main> };
  });
  return { ...actual, ROUTE_PAGES: { ...actual.ROUTE_PAGES, '/pricing': PricingPage } };
});

const config = {
  aiBaseUrl: 'https://api.openai.com/v1',
  aiModel: 'gpt-4o-mini',
  aiProviders: { origins: ['https://api.openai.com'], loopback: false },
  supportEmail: 'support@example.test',
  docsUrl: '/api/docs',
  statusUrl: '/api/health',
  oidcEnabled: false,
  maintenance: { enabled: false, granted: false },
};

describe('the app shell while a page loads', () => {
  it('shows the footer with the page, not under the spinner where the page would push it down', async () => {
    mockApi({ 'GET /api/config': { body: config }, 'GET /api/auth/session': signedOut });
    renderWithApp(
      <ThemeProvider>
        <Router hook={memoryLocation({ path: '/pricing' }).hook}>
          <AppRoutes />
        </Router>
      </ThemeProvider>,
    );
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByRole('contentinfo')).toBeNull();

    await act(async () => pricingCode.deliver());
    expect(await screen.findByText('Pricing page')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
