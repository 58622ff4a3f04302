import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { SubscriptionPanel } from './subscription-panel';

describe('Cancel subscription', () => {
  it('is offered on a paid plan only', () => {
    mockApi({});
    renderWithApp(<SubscriptionPanel user={sessionUser({ plan: 'free' })} />);
    expect(screen.queryByRole('button', { name: 'CANCEL SUBSCRIPTION' })).toBeNull();
  });

  it('says what stays until when; keeping it closes without a word', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderWithApp(<SubscriptionPanel user={sessionUser({ plan: 'pro' })} />);
    await user.click(screen.getByRole('button', { name: 'CANCEL SUBSCRIPTION' }));
    const dialog = screen.getByRole('alertdialog', { name: 'CANCEL SUBSCRIPTION?' });
    expect(dialog.textContent).toContain('and all its features stay available until');
    expect(dialog.textContent).toContain('There are no cancellation fees');
    await user.click(screen.getByRole('button', { name: 'KEEP SUBSCRIPTION' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('Subscription Cancelled')).toBeNull();
  });

  it('confirming closes the dialog and confirms the cancellation', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderWithApp(<SubscriptionPanel user={sessionUser({ plan: 'pro' })} />);
    await user.click(screen.getByRole('button', { name: 'CANCEL SUBSCRIPTION' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL SUBSCRIPTION' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText('Subscription Cancelled')).toBeTruthy();
    expect(
      screen.getByText('Your subscription will remain active until the end of the current billing period.'),
    ).toBeTruthy();
  });
});
