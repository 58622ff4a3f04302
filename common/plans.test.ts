import { describe, expect, it } from 'vitest';
import { formatPlanPrice, PLAN_COMPARISON, PLANS } from './plans.js';

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

  it('gives the Free plan 3 starter agents and every plan a call to action', () => {
    expect(PLANS[0]?.features).toContain('3 starter agents');
    for (const plan of PLANS) expect(plan.cta.length).toBeGreaterThan(0);
  });

  it('has a comparison value for every plan in every row', () => {
    for (const row of PLAN_COMPARISON) {
      expect(Object.keys(row.values).sort()).toEqual(['basic', 'free', 'pro']);
    }
  });

  it('formats prices as the screens show them', () => {
    expect(PLANS.map((p) => formatPlanPrice(p.price))).toEqual(['$0', '$9.99', '$29.99']);
  });
});
