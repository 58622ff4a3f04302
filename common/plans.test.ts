import { describe, expect, it } from 'vitest';
import { AGENT_ROSTER } from './agents/roster.js';
import { FEATURES, PLAN_FEATURES, STARTER_AGENT_IDS } from './entitlements.js';
import { PLAN_COMPARISON, PLAN_DISPLAY_ROWS, planFeatureLists } from './plan-features.js';
import { formatPlanPrice, PLANS } from './plans.js';

describe('PLANS', () => {
  it('lists Free, Basic and Pro at the specified monthly prices', () => {
    expect(PLANS.map((p) => [p.id, p.name, p.price, p.period])).toEqual([
      ['free', 'Free', 0, 'month'],
      ['basic', 'Basic', 9.99, 'month'],
      ['pro', 'Pro', 29.99, 'month'],
    ]);
  });

  it('flags only Pro as popular, and only Pro carries value propositions', () => {
    expect(PLANS.filter((p) => p.popular).map((p) => p.id)).toEqual(['pro']);
    expect(PLANS.filter((p) => p.valuePropositions?.length).map((p) => p.id)).toEqual(['pro']);
  });

  it('gives every plan a call to action', () => {
    for (const plan of PLANS) expect(plan.cta.length).toBeGreaterThan(0);
  });

  it('formats prices as the screens show them', () => {
    expect(PLANS.map((p) => formatPlanPrice(p.price))).toEqual(['$0', '$9.99', '$29.99']);
  });
});

describe('plan features follow the entitlement table', () => {
  it('shows every feature of the table in at least one row with a card line', () => {
    for (const feature of FEATURES) {
      const rows = PLAN_DISPLAY_ROWS.filter((row) => row.feature === feature);
      expect(rows.length, feature).toBeGreaterThan(0);
      expect(
        rows.some((row) => row.feature !== undefined && row.included.card),
        feature,
      ).toBe(true);
    }
  });

  // The rule the screens rely on: a card names a feature exactly when PLAN_FEATURES gives it.
  it("lists on each plan's card exactly the features PLAN_FEATURES gives it", () => {
    for (const plan of PLANS) {
      const { features, limitations } = planFeatureLists(plan.id);
      for (const row of PLAN_DISPLAY_ROWS) {
        if (row.feature === undefined) continue;
        const has = PLAN_FEATURES[plan.id].includes(row.feature);
        const label = `${plan.id} / ${row.label}`;
        if (row.included.card) expect(features.includes(row.included.card), label).toBe(has);
        if (row.excluded.card) expect(features.includes(row.excluded.card), label).toBe(!has);
        if (row.excluded.limitation) expect(limitations.includes(row.excluded.limitation), label).toBe(!has);
      }
    }
  });

  it('ticks a comparison cell exactly when the plan has the feature', () => {
    for (const [i, row] of PLAN_DISPLAY_ROWS.entries()) {
      if (row.feature === undefined) continue;
      for (const plan of PLANS) {
        const cell = PLAN_COMPARISON[i]?.values[plan.id];
        const expected = PLAN_FEATURES[plan.id].includes(row.feature) ? row.included.cell : row.excluded.cell;
        expect(cell, `${plan.id} / ${row.label}`).toBe(expected);
      }
    }
  });

  it('counts the agents from the lists: the starter agents on Free, the whole roster on paid plans', () => {
    const starter = `${STARTER_AGENT_IDS.length} starter agents`;
    const library = `${AGENT_ROSTER.length} agents`;
    expect(starter).toBe('3 starter agents');
    expect(AGENT_ROSTER.length).toBe(24);
    expect(planFeatureLists('free').features).toContain(starter);
    for (const id of ['basic', 'pro'] as const) {
      expect(planFeatureLists(id).features.some((line) => line.includes(library))).toBe(true);
      expect(planFeatureLists(id).features).not.toContain(starter);
    }
    expect(PLAN_COMPARISON[0]?.values).toEqual({
      free: starter,
      basic: 'Full library (24 agents)',
      pro: 'Full library (24 agents)',
    });
  });

  it('keeps the spec lines that are not entitlements', () => {
    expect(planFeatureLists('basic').features).toContain('Email support');
    expect(planFeatureLists('basic').limitations).toContain('No priority support');
    expect(planFeatureLists('pro').features).toEqual(
      expect.arrayContaining(['Priority email support', 'Early access to new agents and features']),
    );
    expect(planFeatureLists('pro').limitations).toEqual([]);
  });

  it('lists custom agents on Basic and Pro, and as a limitation on Free (issue 15)', () => {
    const card = 'Your own custom agents, with NextChat and LobeChat import';
    expect(planFeatureLists('free').features).not.toContain(card);
    expect(planFeatureLists('free').limitations).toContain('No custom agents');
    for (const id of ['basic', 'pro'] as const) expect(planFeatureLists(id).features).toContain(card);
    expect(PLAN_COMPARISON.find((row) => row.feature === 'Your own agents (create, import, export)')?.values).toEqual({
      free: false,
      basic: true,
      pro: true,
    });
  });

  it('has a comparison value for every plan in every row', () => {
    for (const row of PLAN_COMPARISON) {
      expect(Object.keys(row.values).sort()).toEqual(['basic', 'free', 'pro']);
    }
  });
});
