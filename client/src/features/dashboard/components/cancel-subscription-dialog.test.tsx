import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { subscriptionAnswer } from '../api/billing-fixtures';
import { SubscriptionPanel } from './subscription-panel';
import { formatDate } from '@/lib/preferences/date-format';

const PERIOD_END = formatDate('2026-04-01T12:00:00.000Z');
const CANCELLED = subscriptionAnswer({
  plan: 'pro',
  scheduledChange: { plan: 'free', effectiveAt: '2026-04-01T12:00:00.000Z' },
});

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'CANCEL SUBSCRIPTION' }));
  return screen.getByRole('alertdialog', { name: 'CANCEL SUBSCRIPTION?' });
}

describe('Cancel subscription', () => {
  it('is offered on a paid plan only', async () => {
    mockApi({
      'GET /api/billing/subscription': {
        body: subscriptionAnswer({ plan: 'free', currentPeriodStart: null, currentPeriodEnd: null }),
      },
    });
    renderWithApp(<SubscriptionPanel />);
    await screen.findByRole('region', { name: 'CURRENT PLAN' });
    expect(screen.queryByRole('button', { name: 'CANCEL SUBSCRIPTION' })).toBeNull();
  });

  it('states that access continues until the period end date; keeping it changes nothing', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/billing/subscription': { body: subscriptionAnswer({ plan: 'pro' }) } });
    renderWithApp(<SubscriptionPanel />);
    const dialog = await openDialog(user);
    expect(dialog.textContent).toContain(`Access continues until ${PERIOD_END}`);
    expect(dialog.textContent).toContain('Professional plan and all its features stay available');
    expect(dialog.textContent).toContain('There are no cancellation fees');
    await user.click(screen.getByRole('button', { name: 'KEEP SUBSCRIPTION' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('POST /api/billing/cancel')).toHaveLength(0);
  });

  it('confirming calls POST /api/billing/cancel and shows the cancellation with its date', async () => {
    const user = userEvent.setup();
    let current = subscriptionAnswer({ plan: 'pro' });
    const api = mockApi({
      'GET /api/billing/subscription': () => ({ body: current }),
      'POST /api/billing/cancel': () => {
        current = CANCELLED;
        return { body: current };
      },
    });
    renderWithApp(<SubscriptionPanel />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL SUBSCRIPTION' }));
    expect(await screen.findByText('Subscription Cancelled')).toBeTruthy();
    expect(screen.getByText(`Your Professional plan stays active until ${PERIOD_END}.`)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText(`Cancelled: access continues until ${PERIOD_END}`)).toBeTruthy();
    expect(api.callsTo('POST /api/billing/cancel')).toHaveLength(1);
  });

  it('keeps the dialog open with the server message when cancelling fails', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/billing/subscription': { body: subscriptionAnswer({ plan: 'pro' }) },
      'POST /api/billing/cancel': apiError(409, 'no_subscription', 'There is no paid subscription to cancel.'),
    });
    renderWithApp(<SubscriptionPanel />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL SUBSCRIPTION' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('There is no paid subscription to cancel.');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
