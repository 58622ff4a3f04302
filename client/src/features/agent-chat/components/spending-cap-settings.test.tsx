import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { keyFingerprint } from '@/lib/spending-cap/budget';
import { spending, SPENDING_STORAGE_KEY } from '@/lib/spending-cap/spending-store';
import { SpendingCapSettings } from './spending-cap-settings';

const KEY = 'sk-test-0123456789abcdefghij';
const fp = keyFingerprint(KEY);

beforeEach(() => {
  localStorage.clear();
  spending.reload();
});

describe('spending cap settings', () => {
  it('sets and clears the caps of this key, shows spent and left, and never stores the key', async () => {
    spending.record(fp, 0.25);
    const user = userEvent.setup();
    render(<SpendingCapSettings apiKey={KEY} viaRelay={false} />);
    expect(screen.getByTestId('spending-summary').textContent).toContain('Today: $0.25 spent, no cap');

    await user.type(screen.getByLabelText('Daily budget (USD)'), '1');
    await user.type(screen.getByLabelText('Monthly budget (USD)'), '10.5');
    await user.click(screen.getByRole('button', { name: 'Save caps' }));
    expect(spending.status(fp)).toMatchObject({ daily: { capUsd: 1 }, monthly: { capUsd: 10.5 } });
    expect(screen.getByTestId('spending-summary').textContent).toContain('Today: $0.25 of $1.00 spent, $0.75 left');
    const stored = localStorage.getItem(SPENDING_STORAGE_KEY) ?? '';
    expect(stored).toContain(fp);
    expect(stored).not.toContain(KEY);

    await user.click(screen.getByRole('button', { name: 'Clear caps' }));
    expect(spending.status(fp).level).toBe('none');
  });

  it('refuses an amount that is not dollars, saying why', async () => {
    const user = userEvent.setup();
    render(<SpendingCapSettings apiKey={KEY} viaRelay={false} />);
    const daily = screen.getByLabelText('Daily budget (USD)');
    await user.type(daily, 'ten');
    await user.click(screen.getByRole('button', { name: 'Save caps' }));
    expect(daily.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Enter an amount in dollars/)).toBeTruthy();
    expect(spending.status(fp).level).toBe('none');
  });
});
