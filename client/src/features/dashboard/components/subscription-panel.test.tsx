import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planFeatureLists } from '@common/plan-features';
import { BILLING_MESSAGES } from '@common/schemas/billing';
import { apiError, mockApi } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { subscriptionAnswer } from '../api/billing-fixtures';
import { MANUAL_BILLING_MESSAGE } from '../subscription';
import { SubscriptionPanel } from './subscription-panel';
import { formatDate } from '@/lib/preferences/date-format';

const PERIOD_END = formatDate('2026-04-01T12:00:00.000Z');

afterEach(() => {
  vi.restoreAllMocks();
});

function planCard(name: string) {
  return screen.getByRole('listitem', { name });
}

describe('SubscriptionPanel', () => {
  it('shows the plan, its cost, period and status from the billing API', async () => {
    mockApi({ 'GET /api/billing/subscription': { body: subscriptionAnswer() } });
    renderWithApp(<SubscriptionPanel />);
    expect(screen.getByRole('status').textContent).toContain('Loading your subscription');
    const card = within(await screen.findByRole('region', { name: 'CURRENT PLAN' }));
    expect(card.getByText('Basic')).toBeTruthy();
    expect(card.getByText('ACTIVE')).toBeTruthy();
    expect(card.getByText('$9.99')).toBeTruthy();
    expect(card.getByText(PERIOD_END)).toBeTruthy();
    expect(card.getByText(`${formatDate('2026-03-01T12:00:00.000Z')} – ${PERIOD_END}`)).toBeTruthy();
    expect(card.getByText(/imposes no usage limits/)).toBeTruthy();
    const features = within(screen.getByRole('region', { name: 'BASIC PLAN FEATURES' }));
    for (const line of planFeatureLists('basic').features) expect(features.getByText(line)).toBeTruthy();
  });

  it('labels the plans CURRENT, UPGRADE and DOWNGRADE by price', async () => {
    mockApi({ 'GET /api/billing/subscription': { body: subscriptionAnswer({ plan: 'basic' }) } });
    renderWithApp(<SubscriptionPanel />);
    await screen.findByRole('region', { name: 'CURRENT PLAN' });
    expect(within(planCard('Basic')).getByText('CURRENT')).toBeTruthy();
    expect(within(planCard('Professional')).getByRole('button', { name: 'UPGRADE to Professional' })).toBeTruthy();
    expect(within(planCard('Free')).getByRole('button', { name: 'DOWNGRADE to Free' })).toBeTruthy();
  });

  it('upgrades through POST /api/billing/change and follows the Checkout address', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const api = mockApi({
      'GET /api/billing/subscription': {
        body: subscriptionAnswer({
          plan: 'free',
          currentPeriodStart: null,
          currentPeriodEnd: null,
          portalAvailable: false,
        }),
      },
      'POST /api/billing/change': {
        body: {
          subscription: subscriptionAnswer({ plan: 'free', currentPeriodStart: null, currentPeriodEnd: null }),
          redirectUrl: 'https://checkout.stripe.test/c/pay/cs_1',
        },
      },
    });
    renderWithApp(<SubscriptionPanel />);
    await user.click(await screen.findByRole('button', { name: 'UPGRADE to Professional' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    expect(api.callsTo('POST /api/billing/change').map((c) => c.body)).toEqual([{ plan: 'pro' }]);
  });

  it('applies an upgrade that needs no Checkout at once, and reads the session again', async () => {
    const user = userEvent.setup();
    let current = subscriptionAnswer();
    const api = mockApi({
      'GET /api/billing/subscription': () => ({ body: current }),
      'POST /api/billing/change': () => {
        current = subscriptionAnswer({ plan: 'pro' });
        return { body: { subscription: current, redirectUrl: null } };
      },
    });
    const { queryClient } = renderWithApp(<SubscriptionPanel />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: 'UPGRADE to Professional' }));
    expect(await screen.findByText('You are now on the Professional plan.')).toBeTruthy();
    expect(within(planCard('Professional')).getByText('CURRENT')).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/auth/session'] });
    expect(api.callsTo('POST /api/billing/change')).toHaveLength(1);
  });

  it('asks before a downgrade, naming the date it takes effect', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/billing/subscription': { body: subscriptionAnswer({ plan: 'pro' }) },
      'POST /api/billing/change': {
        body: {
          subscription: subscriptionAnswer({
            plan: 'pro',
            scheduledChange: { plan: 'basic', effectiveAt: '2026-04-01T12:00:00.000Z' },
          }),
          redirectUrl: null,
        },
      },
    });
    renderWithApp(<SubscriptionPanel />);
    await user.click(await screen.findByRole('button', { name: 'DOWNGRADE to Basic' }));
    const dialog = screen.getByRole('dialog', { name: 'DOWNGRADE TO BASIC?' });
    expect(dialog.textContent).toContain(`takes effect at the end of the current period, on ${PERIOD_END}`);
    expect(api.callsTo('POST /api/billing/change')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'DOWNGRADE' }));
    expect(await screen.findByText(`Your plan changes to Basic on ${PERIOD_END}.`)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /api/billing/change').map((c) => c.body)).toEqual([{ plan: 'basic' }]);
  });

  it('keeps the downgrade dialog open with the reason when the change fails', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/billing/subscription': { body: subscriptionAnswer({ plan: 'pro' }) },
      'POST /api/billing/change': apiError(503, 'billing_unavailable', 'The billing provider did not answer.'),
    });
    renderWithApp(<SubscriptionPanel />);
    await user.click(await screen.findByRole('button', { name: 'DOWNGRADE to Free' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'DOWNGRADE' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The billing provider did not answer.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows a scheduled change with an undo that resumes the plan', async () => {
    const user = userEvent.setup();
    let current = subscriptionAnswer({
      plan: 'pro',
      scheduledChange: { plan: 'basic', effectiveAt: '2026-04-01T12:00:00.000Z' },
    });
    const api = mockApi({
      'GET /api/billing/subscription': () => ({ body: current }),
      'POST /api/billing/resume': () => {
        current = subscriptionAnswer({ plan: 'pro' });
        return { body: current };
      },
    });
    renderWithApp(<SubscriptionPanel />);
    expect(await screen.findByText(`Your plan changes to Basic on ${PERIOD_END}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'UNDO the scheduled change' }));
    expect(await screen.findByText('You stay on the Professional plan.')).toBeTruthy();
    expect(screen.queryByText(/Your plan changes to/)).toBeNull();
    expect(api.callsTo('POST /api/billing/resume')).toHaveLength(1);
  });

  it('words a scheduled move to Free as a cancellation, and offers no second cancel', async () => {
    mockApi({
      'GET /api/billing/subscription': {
        body: subscriptionAnswer({ scheduledChange: { plan: 'free', effectiveAt: '2026-04-01T12:00:00.000Z' } }),
      },
    });
    renderWithApp(<SubscriptionPanel />);
    expect(await screen.findByText(`Cancelled: access continues until ${PERIOD_END}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'CANCEL SUBSCRIPTION' })).toBeNull();
  });

  it('opens the billing portal for the payment method and the billing history', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const api = mockApi({
      'GET /api/billing/subscription': { body: subscriptionAnswer() },
      'POST /api/billing/portal': { body: { url: 'https://billing.stripe.test/p/session_1' } },
    });
    renderWithApp(<SubscriptionPanel />);
    await user.click(await screen.findByRole('button', { name: 'VIEW BILLING HISTORY' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/session_1'));
    expect(api.callsTo('POST /api/billing/portal')).toHaveLength(1);
  });

  it('disables the portal buttons with the reason when there is no billing account', async () => {
    mockApi({
      'GET /api/billing/subscription': {
        body: subscriptionAnswer({
          plan: 'free',
          currentPeriodStart: null,
          currentPeriodEnd: null,
          portalAvailable: false,
        }),
      },
    });
    renderWithApp(<SubscriptionPanel />);
    const update = await screen.findByRole('button', { name: 'UPDATE PAYMENT METHOD' });
    expect((update as HTMLButtonElement).disabled).toBe(true);
    expect(update.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(update.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toContain('available once you have subscribed to a paid plan');
    expect(screen.getByText('No billing period — Free plan')).toBeTruthy();
  });

  it('with billing by the operator: the plan and the comparison, the operator sentence, no change buttons', async () => {
    mockApi({
      'GET /api/billing/subscription': {
        body: subscriptionAnswer({
          provider: 'manual',
          portalAvailable: false,
          scheduledChange: { plan: 'free', effectiveAt: '2026-04-01T12:00:00.000Z' },
        }),
      },
    });
    renderWithApp(<SubscriptionPanel />);
    expect(await screen.findByText(BILLING_MESSAGES.manual)).toBeTruthy();
    expect(MANUAL_BILLING_MESSAGE).toBe(BILLING_MESSAGES.manual);
    expect(within(planCard('Basic')).getByText('CURRENT')).toBeTruthy();
    expect(within(planCard('Professional')).getByText('UPGRADE')).toBeTruthy();
    expect(within(planCard('Free')).getByText('DOWNGRADE')).toBeTruthy();
    for (const name of [/UPGRADE/, /DOWNGRADE/, /CANCEL SUBSCRIPTION/, /PAYMENT METHOD/, /BILLING HISTORY/, /UNDO/]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByRole('region', { name: 'BASIC PLAN FEATURES' })).toBeTruthy();
  });

  it('says when the subscription cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /api/billing/subscription': () =>
        fail ? apiError(503, 'database_unavailable', 'The database is unavailable.') : { body: subscriptionAnswer() },
    });
    renderWithApp(<SubscriptionPanel />);
    expect((await screen.findByRole('alert')).textContent).toBe('The database is unavailable.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect(await screen.findByRole('region', { name: 'CURRENT PLAN' })).toBeTruthy();
  });
});
