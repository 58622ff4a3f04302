import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { planNameFor, planRequiredMessage } from '@common/entitlements';
import { activateLanguage } from '@/lib/i18n/i18n';
import { mockApi, sessionUser } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { subscriptionAnswer } from '../api/billing-fixtures';
import { useDashboard } from '../hooks/use-dashboard';
import { translate } from '../i18n';
import { AgentRoster } from './agent-roster';
import { SubscriptionPanel } from './subscription-panel';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

function Roster() {
  const model = useDashboard(sessionUser({ plan: 'free' }));
  return <AgentRoster model={model} showsSelection />;
}

describe('the dashboard in another language', () => {
  it('words the plan gates in English exactly as the server does', () => {
    expect(translate('dashboard.planRequired.fullLibrary', { plan: planNameFor('full_library') })).toBe(
      planRequiredMessage('full_library'),
    );
    expect(translate('dashboard.planRequired.customAgents', { plan: planNameFor('custom_agents') })).toBe(
      planRequiredMessage('custom_agents'),
    );
  });

  it('shows the subscription in German, with the price as German writes money', async () => {
    await act(() => activateLanguage('de'));
    mockApi({ 'GET /api/billing/subscription': { body: subscriptionAnswer() } });
    renderWithApp(<SubscriptionPanel />);
    const card = within(await screen.findByRole('region', { name: 'AKTUELLER TARIF' }));
    expect(card.getByText('AKTIV')).toBeTruthy();
    expect(card.getByText('9,99 $')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'TARIFE VERGLEICHEN' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ABONNEMENT KÜNDIGEN' })).toBeTruthy();
  });

  it('switches the roster to Japanese while it is on screen', async () => {
    mockApi({});
    renderWithApp(<Roster />);
    expect(screen.getByRole('list', { name: 'ALL AGENTS' })).toBeTruthy();
    await act(() => activateLanguage('ja'));
    expect(screen.getByRole('list', { name: 'すべてのエージェント' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'エージェントを検索' })).toBeTruthy();
  });
});
