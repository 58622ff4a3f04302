import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanId } from '@common/plans';
import { mockApi } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { subscriptionAnswer } from '../api/billing-fixtures';
import type { DashboardSection } from '../dashboard-types';
import { CHECKOUT_POLL_MS, CHECKOUT_POLLS, useDashboardSectionParams } from './use-dashboard-query-params';

function Probe({ onSection }: { onSection: (section: DashboardSection) => void }) {
  useDashboardSectionParams({ plan: 'free', onSection });
  return null;
}

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

function arrive(url: string) {
  vi.useFakeTimers();
  window.history.replaceState(null, '', url);
}

describe('useDashboardSectionParams', () => {
  it('opens the section named in the address, then resets the address', () => {
    arrive('/dashboard?section=subscription');
    mockApi({});
    const onSection = vi.fn();
    renderWithApp(<Probe onSection={onSection} />);
    expect(onSection).toHaveBeenCalledWith('subscription');
    expect(window.location.pathname + window.location.search).toBe('/dashboard');
  });

  it('ignores a section the dashboard does not have', () => {
    arrive('/dashboard?section=nowhere');
    mockApi({});
    const onSection = vi.fn();
    renderWithApp(<Probe onSection={onSection} />);
    expect(onSection).not.toHaveBeenCalled();
  });

  it('after Checkout: thanks, then reads the subscription until the new plan arrived, and the session with it', async () => {
    arrive('/dashboard?section=subscription&checkout=success');
    let plan: PlanId = 'free';
    const api = mockApi({ 'GET /api/billing/subscription': () => ({ body: subscriptionAnswer({ plan }) }) });
    const { queryClient } = renderWithApp(<Probe onSection={() => {}} />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(screen.getByText('Subscription Updated')).toBeTruthy();
    expect(window.location.search).toBe('');

    await act(() => vi.advanceTimersByTimeAsync(CHECKOUT_POLL_MS));
    expect(api.callsTo('GET /api/billing/subscription')).toHaveLength(1);
    expect(invalidate).not.toHaveBeenCalled();

    plan = 'pro';
    await act(() => vi.advanceTimersByTimeAsync(CHECKOUT_POLL_MS));
    expect(api.callsTo('GET /api/billing/subscription')).toHaveLength(2);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/auth/session'] });
    expect(screen.getByText('You are now on the Professional plan.')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(CHECKOUT_POLL_MS * CHECKOUT_POLLS));
    expect(api.callsTo('GET /api/billing/subscription')).toHaveLength(2);
  });

  it('gives up after about ten seconds when the plan has not changed', async () => {
    arrive('/dashboard?section=subscription&checkout=success');
    const api = mockApi({ 'GET /api/billing/subscription': { body: subscriptionAnswer({ plan: 'free' }) } });
    renderWithApp(<Probe onSection={() => {}} />);
    await act(() => vi.advanceTimersByTimeAsync(CHECKOUT_POLL_MS * (CHECKOUT_POLLS + 3)));
    expect(api.callsTo('GET /api/billing/subscription')).toHaveLength(CHECKOUT_POLLS);
    expect(CHECKOUT_POLL_MS * CHECKOUT_POLLS).toBeLessThanOrEqual(10_000);
  });

  it('says so when Checkout was left without paying', () => {
    arrive('/dashboard?section=subscription&checkout=cancelled');
    const api = mockApi({});
    renderWithApp(<Probe onSection={() => {}} />);
    expect(screen.getByText('Checkout Cancelled')).toBeTruthy();
    expect(screen.getByText('Nothing was charged and your plan is unchanged.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
