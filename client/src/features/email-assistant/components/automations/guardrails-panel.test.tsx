import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUARDRAILS_POLL_MS } from '@common/automation-constants';
import { mockApi } from '../../../../../test/api-mock';
import { renderWithApp } from '../../../../../test/render';
import { GuardrailsPanel } from './guardrails-panel';
import { guardrails } from './testing/automation-fixtures';

afterEach(() => {
  vi.useRealTimers();
});

describe('GuardrailsPanel', () => {
  it('shows the limits, what a rule paused and until when, and recent failures', async () => {
    mockApi({
      'GET /api/guardrails/status': {
        body: guardrails({
          paused: [
            {
              id: 'auto-1',
              name: 'Weekly report',
              reason: 'daily_limit',
              text: 'Paused for today: it reached 50 executions. It resumes tomorrow.',
              since: '2026-11-25T15:00:00.000Z',
              resumesAt: '2026-11-26T00:00:00.000Z',
            },
          ],
          recentFailures: [
            {
              automationId: 'auto-2',
              name: 'Replies',
              error: 'The account needs to be linked again',
              at: '2026-11-25T14:00:00.000Z',
            },
          ],
        }),
      },
    });
    renderWithApp(<GuardrailsPanel enabled />);
    const limits = await screen.findByRole('list', { name: 'Limits' });
    expect(
      within(limits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Automations pause after 14 days without a login; logging back in resumes them.',
      'At most 1,000 total executions per automation.',
      'At most 50 executions per day per automation.',
      'An automation expires after 1 year.',
      'A background scheduler checks every minute.',
    ]);
    const paused = screen.getByRole('list', { name: 'Paused by a safeguard' });
    expect(paused.textContent).toContain(
      'Weekly report: Paused for today: it reached 50 executions. It resumes tomorrow.',
    );
    expect(paused.textContent).toContain('Resumes');
    const failures = screen.getByRole('list', { name: 'Recent failures' });
    expect(failures.textContent).toContain('Replies');
    expect(failures.textContent).toContain('The account needs to be linked again');
    expect(screen.getByText(/1 of 2 automation\(s\) active/)).toBeTruthy();
  });

  it('says when all automations are paused for inactivity', async () => {
    mockApi({
      'GET /api/guardrails/status': {
        body: guardrails({ user: { automationsPaused: true, lastActivityAt: '2026-11-01T09:00:00.000Z' } }),
      },
    });
    renderWithApp(<GuardrailsPanel enabled />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your automations are paused because you have not signed in for 14 days. Signing in resumes them.',
    );
  });

  it('reads the status again every minute, and not at all without a valid key', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = mockApi({ 'GET /api/guardrails/status': { body: guardrails() } });
    const { unmount } = renderWithApp(<GuardrailsPanel enabled={false} />);
    expect(screen.getByRole('heading', { name: 'SAFEGUARDS' })).toBeTruthy();
    expect(api.callsTo('GET /api/guardrails/status')).toEqual([]);
    unmount();

    renderWithApp(<GuardrailsPanel enabled />);
    await screen.findByRole('list', { name: 'Limits' });
    expect(api.callsTo('GET /api/guardrails/status')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(GUARDRAILS_POLL_MS - 1000));
    expect(api.callsTo('GET /api/guardrails/status')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(api.callsTo('GET /api/guardrails/status')).toHaveLength(2));
  });
});
