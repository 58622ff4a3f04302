import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { subscriptionAnswer } from '../api/billing-fixtures';
import { PastDueBanner } from './past-due-banner';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PastDueBanner', () => {
  it('says the last payment failed and opens the portal to update the payment method', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    mockApi({
      'GET /api/billing/subscription': { body: subscriptionAnswer({ status: 'past_due' }) },
      'POST /api/billing/portal': { body: { url: 'https://billing.stripe.test/p/session_2' } },
    });
    renderWithApp(<PastDueBanner />);
    const banner = await screen.findByRole('region', { name: 'PAYMENT FAILED' });
    expect(banner.textContent).toContain('Your last payment failed. Update your payment method');
    await user.click(screen.getByRole('button', { name: 'UPDATE PAYMENT METHOD' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/session_2'));
  });

  it('shows nothing while payments are in order, or when the subscription cannot be read', async () => {
    const api = mockApi({ 'GET /api/billing/subscription': { body: subscriptionAnswer() } });
    const { unmount } = renderWithApp(<PastDueBanner />);
    await vi.waitFor(() => expect(api.callsTo('GET /api/billing/subscription')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'PAYMENT FAILED' })).toBeNull();
    unmount();
    mockApi({ 'GET /api/billing/subscription': apiError(500, 'internal', 'Something went wrong.') });
    renderWithApp(<PastDueBanner />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'PAYMENT FAILED' })).toBeNull();
  });
});
