import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/preferences/date-format';
import { LEGAL_LAST_UPDATED, POLICY_FIGURES, POLICY_TEXT } from './policy-figures';

describe('policy figures', () => {
  it('match the retention and notice figures the product promises', () => {
    expect(POLICY_FIGURES).toEqual({
      sessionRetentionDaysAfterExpiry: 30,
      systemLogRetentionDays: 90,
      analyticsAggregateRetentionYears: 2,
      accountDeletionDays: 30,
      privacyRequestResponseHours: 72,
      privacyRequestFulfilmentDays: 30,
      securityIncidentResponseHours: 4,
      legalInquiryResponseBusinessDays: 5,
      termsChangeNoticeDays: 30,
      liabilityCapMonths: 12,
      tlsVersion: '1.3',
      encryptionStandard: 'AES-256',
      exportFormats: ['JSON', 'CSV'],
      automationPlan: 'Pro',
    });
  });

  it('print the figures in the phrases the pages use', () => {
    expect(POLICY_TEXT.sessionRetention).toBe('30 days after the session expires');
    expect(POLICY_TEXT.systemLogRetention).toBe('90 days');
    expect(POLICY_TEXT.analyticsRetention).toBe('2 years');
    expect(POLICY_TEXT.accountDeletion).toBe('within 30 days of account closure');
    expect(POLICY_TEXT.privacyResponse).toBe('within 72 hours');
    expect(POLICY_TEXT.privacyFulfilment).toBe('within 30 days');
    expect(POLICY_TEXT.securityIncidentResponse).toBe('within 4 hours');
    expect(POLICY_TEXT.legalInquiryResponse).toBe('within 5 business days');
    expect(POLICY_TEXT.termsChangeNotice).toBe('at least 30 days');
    expect(POLICY_TEXT.liabilityCap).toBe('the fees you paid us in the 12 months');
    expect(POLICY_TEXT.tls).toBe('TLS 1.3');
    expect(POLICY_TEXT.encryption).toBe('AES-256');
    expect(POLICY_TEXT.exportFormats).toBe('JSON and CSV');
    expect(POLICY_TEXT.automationPlan).toBe('Pro plan');
  });

  it('shows the last-updated day as that calendar day in every time zone', () => {
    expect(LEGAL_LAST_UPDATED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(formatDate('2026-11-21', { dateFormat: 'MM/DD/YYYY', timeFormat: '12h', language: 'en' })).toBe(
      '11/21/2026',
    );
  });
});
