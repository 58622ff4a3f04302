import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { billingProviderFromConfig } from './from-config.js';

/** Stripe is chosen by its secret key, and then the rest of its settings are required. */
const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'billing-config-')), NODE_ENV: 'test' });

describe('billing configuration', () => {
  it('is Manual without a Stripe key', () => {
    expect(billingProviderFromConfig(loadConfig(base())).id).toBe('manual');
  });

  it('names every Stripe setting missing beside the key', () => {
    const load = () => loadConfig({ ...base(), STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_PRO: 'price_p' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_BASIC: required with STRIPE_SECRET_KEY/);
  });

  it('is Stripe with the key, the webhook secret and both prices', () => {
    const config = loadConfig({
      ...base(),
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_BASIC: 'price_b',
      STRIPE_PRICE_PRO: 'price_p',
      STRIPE_API_URL: 'http://127.0.0.1:12111/',
    });
    expect(config.STRIPE_API_URL).toBe('http://127.0.0.1:12111');
    expect(billingProviderFromConfig(config).id).toBe('stripe');
  });

  it('refuses an API URL that is not http(s)', () => {
    expect(() => loadConfig({ ...base(), STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL/);
  });
});
