import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FEATURES, PLAN_FEATURES } from '@common/entitlements';
import { PLAN_DISPLAY_ROWS, planFeatureLists } from '@common/plan-features';
import { PLANS } from '@common/plans';
import { dialogs } from '@/lib/dialogs';
import { mockApi, sessionUser, signedInAs, signedOut } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { PricingPage } from './pricing-page';

afterEach(() => {
  dialogs.close();
});

const card = (name: string) => screen.getByRole('article', { name });

describe('PricingPage', () => {
  it("lists on each card every line of its plan's features, and every entitlement the table gives it", async () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    renderWithApp(<PricingPage />);
    for (const plan of PLANS) {
      const list = within(card(plan.name)).getByRole('list', { name: `${plan.name} plan includes` });
      const shown = within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      expect(shown).toEqual(planFeatureLists(plan.id).features);
      for (const feature of FEATURES) {
        const rows = PLAN_DISPLAY_ROWS.filter((row) => row.feature === feature);
        const included = rows.flatMap((row) => (row.feature && row.included.card ? [row.included.card] : []));
        for (const line of included) expect(shown.includes(line)).toBe(PLAN_FEATURES[plan.id].includes(feature));
      }
    }
    expect(within(card('Free')).getByText('3 starter agents')).toBeTruthy();
    expect(within(card('Basic')).getByText(/full library of 24 agents/)).toBeTruthy();
    await screen.findByRole('button', { name: 'START FREE' });
  });

  it('keeps MOST POPULAR on Pro, on one line', () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    renderWithApp(<PricingPage />);
    const badge = within(card('Pro')).getByText('MOST POPULAR');
    expect(badge.className).toContain('whitespace-nowrap');
    expect(within(card('Basic')).queryByText('MOST POPULAR')).toBeNull();
  });

  it('compares the plans with the counts from the table', () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    renderWithApp(<PricingPage />);
    const table = screen.getByRole('table');
    const agentRow = within(table).getByRole('row', { name: /Agent access/ });
    expect(agentRow.textContent).toContain('3 starter agents');
    expect(agentRow.textContent).toContain('Full library (24 agents)');
  });

  it('signed out: a plan button opens the create-account dialog', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/auth/session': signedOut });
    renderWithApp(<PricingPage />);
    await user.click(await within(card('Basic')).findByRole('button', { name: 'CHOOSE BASIC' }));
    expect(dialogs.get()).toMatchObject({ open: 'sign-in', signInTab: 'signup' });
  });

  it('signed in: the own plan is CURRENT and disabled, the others lead to the subscription screen', async () => {
    mockApi({ 'GET /api/auth/session': signedInAs(sessionUser({ plan: 'basic' })) });
    renderWithApp(<PricingPage />);
    const current = await within(card('Basic')).findByRole('button', { name: 'CURRENT plan' });
    expect((current as HTMLButtonElement).disabled).toBe(true);
    const upgrade = within(card('Pro')).getByRole('link', { name: 'UPGRADE TO PRO' });
    expect(upgrade.getAttribute('href')).toBe('/dashboard?section=subscription');
    const downgrade = within(card('Free')).getByRole('link', { name: 'DOWNGRADE TO FREE' });
    expect(downgrade.getAttribute('href')).toBe('/dashboard?section=subscription');
  });

  it('answers the Free plan question with the numbers of the table', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/auth/session': signedOut });
    renderWithApp(<PricingPage />);
    await user.click(screen.getByRole('button', { name: 'What does the Free plan include?' }));
    expect(
      screen.getByText(
        'The Free plan includes 3 starter agents for manual use with your own key. Upgrade to Basic for the full library of 24 agents and conversation export, or to Pro for automation.',
      ),
    ).toBeTruthy();
  });
});
