import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LIBRARY_AGENT_COUNT, PLAN_DISPLAY_ROWS, STARTER_AGENT_COUNT, type RowText } from '@common/plan-features';
import { PLANS } from '@common/plans';
import { activateLanguage } from '@/lib/i18n/i18n';
import { mockApi, sessionUser, signedInAs, signedOut } from '../../../../test/api-mock';
import { renderWithApp } from '../../../../test/render';
import { translate } from '../i18n';
import english from '../locales/en.json';
import { planCta, planDescription, ROW_TEXT_KEYS, rowText } from '../plan-text';
import { PricingPage } from './pricing-page';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

/** Every English text of the entitlement table: row names, cells, card lines and limitations. */
function tableTexts(): string[] {
  const texts = new Set<string>();
  const add = (text: RowText) => {
    if (typeof text.cell === 'string') texts.add(text.cell);
    if (text.card) texts.add(text.card);
    if (text.limitation) texts.add(text.limitation);
  };
  for (const row of PLAN_DISPLAY_ROWS) {
    texts.add(row.label);
    if (row.feature === undefined) Object.values(row.perPlan).forEach(add);
    else [row.included, row.excluded].forEach(add);
  }
  return [...texts];
}

describe('the plans in the catalog', () => {
  it('has a key for every text of the entitlement table, whose English is that text', () => {
    for (const text of tableTexts()) {
      expect(ROW_TEXT_KEYS[text], `no key for "${text}"`).toBeDefined();
      expect(rowText(translate, text)).toBe(text);
    }
    expect(Object.keys(ROW_TEXT_KEYS).sort()).toEqual(tableTexts().sort());
  });

  it('has the English of common/plans.ts for every plan', () => {
    for (const plan of PLANS) {
      expect(planDescription(translate, plan)).toBe(plan.description);
      expect(planCta(translate, plan)).toBe(plan.cta);
    }
    const pro = PLANS.find((p) => p.id === 'pro')!;
    pro.valuePropositions!.forEach((vp, i) => {
      const catalog = english as Record<string, string>;
      expect(catalog[`pricing.whyPro.${i + 1}.title`]).toBe(vp.title);
      expect(catalog[`pricing.whyPro.${i + 1}.text`]).toBe(vp.description);
    });
  });
});

describe('PricingPage in another language', () => {
  it('shows the plans, the table and the prices in German', async () => {
    await act(() => activateLanguage('de'));
    mockApi({ 'GET /api/auth/session': signedOut });
    renderWithApp(<PricingPage />);
    const basic = screen.getByRole('article', { name: 'Basic' });
    expect(within(basic).getByText('9,99 $')).toBeTruthy();
    expect(within(basic).getByText('pro Monat')).toBeTruthy();
    const list = within(basic).getByRole('list', { name: 'Im Tarif Basic enthalten' });
    expect(
      within(list).getByText(
        `Unbegrenzter manueller Zugriff auf die gesamte Bibliothek mit ${LIBRARY_AGENT_COUNT} Agenten`,
      ),
    ).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Pro' })).getByText('AM BELIEBTESTEN')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /Zugang zu Agenten/ }).textContent).toContain(
      `${STARTER_AGENT_COUNT} Starter-Agenten`,
    );
    expect(await screen.findByRole('button', { name: 'KOSTENLOS STARTEN' })).toBeTruthy();
  });

  it('names the change of plan in Japanese for a signed-in user', async () => {
    await act(() => activateLanguage('ja'));
    mockApi({ 'GET /api/auth/session': signedInAs(sessionUser({ plan: 'basic' })) });
    renderWithApp(<PricingPage />);
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(await within(pro).findByRole('link', { name: 'PRO にアップグレード' })).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Basic' })).getByRole('button', { name: /^現在\s?のプラン$/ }),
    ).toBeTruthy();
  });
});
