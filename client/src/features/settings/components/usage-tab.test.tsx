import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnalyticsFigures, UsageAnalytics, UsageStats } from '@common/schemas/usage';
import { mockApi, sessionUser, signedInAs, type ApiCall } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { presetRange } from './usage-range';
import { UsageTab } from './usage-tab';

const stats: UsageStats = {
  totalRequests: 42,
  monthlyRequests: 7,
  favouriteAgents: [{ agentId: 'ai-writing-assistant', requests: 30 }],
  lastActiveAt: null,
  accountAgeDays: 12,
  daily: [{ date: '2026-03-01', requests: 1, tokens: 10 }],
};

const figures = (f: Partial<AnalyticsFigures> = {}): AnalyticsFigures => ({
  requests: 0,
  promptTokens: 0,
  completionTokens: 0,
  tokens: 0,
  costUsd: 0,
  unpricedRequests: 0,
  ...f,
});

/** What the server answers for the range asked: one day per date, and two agents. */
function analyticsFor(call: ApiCall): { body: UsageAnalytics } {
  const query = new URL(call.url, 'http://localhost').searchParams;
  const from = query.get('from')!;
  const to = query.get('to')!;
  return {
    body: {
      from,
      to,
      days: [{ date: from, ...figures({ requests: 3, tokens: 1500, costUsd: 0.0225, unpricedRequests: 1 }) }],
      agents: [
        {
          agentId: 'ai-writing-assistant',
          name: 'Writing Assistant',
          ...figures({ requests: 2, promptTokens: 900, completionTokens: 450, tokens: 1350, costUsd: 0.0225 }),
        },
        {
          agentId: 'ai-task-planner',
          name: 'Task Planner',
          ...figures({
            requests: 1,
            promptTokens: 100,
            completionTokens: 50,
            tokens: 150,
            costUsd: null,
            unpricedRequests: 1,
          }),
        },
      ],
      totals: figures({
        requests: 3,
        promptTokens: 1000,
        completionTokens: 500,
        tokens: 1500,
        costUsd: 0.0225,
        unpricedRequests: 1,
      }),
    },
  };
}

const rangeOf = (call: ApiCall) => {
  const query = new URL(call.url, 'http://localhost').searchParams;
  return { from: query.get('from'), to: query.get('to') };
};

describe('UsageTab', () => {
  it('shows Pro the analytics of the last 30 days, and asks again when the range changes', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/auth/session': signedInAs(sessionUser({ plan: 'pro' })),
      'GET /api/usage': { body: stats },
      'GET /api/usage/analytics': analyticsFor,
    });
    renderWithApp(<UsageTab />);

    const analytics = within(await screen.findByRole('region', { name: 'Analytics' }));
    const table = await analytics.findByRole('table', { name: 'Usage per agent' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows.slice(1)).toEqual(['Writing Assistant21,350$0.0225', 'Task Planner1150n/a']);
    expect(analytics.getByText('$0.0225', { selector: 'dd' })).toBeTruthy();
    expect(analytics.getByText(/1 request has no known price/)).toBeTruthy();
    // The basic figures stay, without the 30-day chart the analytics replace.
    expect(screen.getByText('42')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'DAILY REQUESTS' })).toBeNull();
    expect(screen.queryByText(/part of the Pro plan/)).toBeNull();

    const thirty = presetRange(30);
    expect(api.callsTo('GET /api/usage/analytics').map(rangeOf)).toEqual([thirty]);
    expect(analytics.getByRole('button', { name: '30 DAYS' }).getAttribute('aria-pressed')).toBe('true');
    const exportLink = analytics.getByRole('link', { name: 'EXPORT CSV' });
    expect(exportLink.getAttribute('href')).toBe(`/api/usage/analytics/export?from=${thirty.from}&to=${thirty.to}`);

    await user.click(analytics.getByRole('button', { name: '7 DAYS' }));
    const seven = presetRange(7);
    await waitFor(() => expect(api.callsTo('GET /api/usage/analytics').map(rangeOf)).toEqual([thirty, seven]));
    expect(analytics.getByRole('button', { name: '7 DAYS' }).getAttribute('aria-pressed')).toBe('true');
    expect(analytics.getByRole('link', { name: 'EXPORT CSV' }).getAttribute('href')).toBe(
      `/api/usage/analytics/export?from=${seven.from}&to=${seven.to}`,
    );

    fireEvent.change(analytics.getByLabelText('From'), { target: { value: '2026-01-01' } });
    await waitFor(() =>
      expect(api.callsTo('GET /api/usage/analytics').map(rangeOf).at(-1)).toEqual({ from: '2026-01-01', to: seven.to }),
    );
    expect(analytics.getByRole('button', { name: '7 DAYS' }).getAttribute('aria-pressed')).toBe('false');

    // A reversed range is explained and not asked for; the download waits for a valid range.
    const asked = api.callsTo('GET /api/usage/analytics').length;
    fireEvent.change(analytics.getByLabelText('From'), { target: { value: '2099-01-01' } });
    expect(await analytics.findByRole('alert')).toHaveProperty(
      'textContent',
      'The start date must not be after the end date.',
    );
    expect(analytics.queryByRole('link', { name: 'EXPORT CSV' })).toBeNull();
    expect(analytics.getByRole('button', { name: 'EXPORT CSV' })).toHaveProperty('disabled', true);
    expect(api.callsTo('GET /api/usage/analytics')).toHaveLength(asked);
  });

  it.each([['free'], ['basic']] as const)(
    'shows the %s plan its basic figures and what analytics would add, with the way to Pro',
    async (plan) => {
      const api = mockApi({
        'GET /api/auth/session': signedInAs(sessionUser({ plan })),
        'GET /api/usage': { body: stats },
      });
      renderWithApp(<UsageTab />);
      expect(await screen.findByText('42')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'DAILY REQUESTS' })).toBeTruthy();
      expect(screen.getByText('Analytics is part of the Pro plan.')).toBeTruthy();
      const includes = screen.getByRole('list', { name: 'Analytics includes' });
      expect(within(includes).getByText(/CSV export/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'UPGRADE TO PRO' }).getAttribute('href')).toBe(
        '/dashboard?section=subscription',
      );
      // The account export stays for every plan; analytics are never asked for.
      expect(screen.getByRole('link', { name: 'EXPORT JSON' }).getAttribute('href')).toBe(
        '/api/auth/user/export?format=json',
      );
      expect(api.callsTo('GET /api/usage/analytics')).toEqual([]);
    },
  );
});
