/**
 * Every figure the legal pages promise, written once so the four pages cannot drift apart. The
 * phrases below are what the pages print; the unit test pins both, so changing a promise is a
 * deliberate edit rather than an accident.
 */
export const POLICY_FIGURES = {
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
} as const;

/** ISO date of the last substantive change to any legal page. */
export const LEGAL_LAST_UPDATED = '2026-11-27';

const F = POLICY_FIGURES;

export const POLICY_TEXT = {
  sessionRetention: `${F.sessionRetentionDaysAfterExpiry} days after the session expires`,
  systemLogRetention: `${F.systemLogRetentionDays} days`,
  analyticsRetention: `${F.analyticsAggregateRetentionYears} years`,
  accountDeletion: `within ${F.accountDeletionDays} days of account closure`,
  privacyResponse: `within ${F.privacyRequestResponseHours} hours`,
  privacyFulfilment: `within ${F.privacyRequestFulfilmentDays} days`,
  securityIncidentResponse: `within ${F.securityIncidentResponseHours} hours`,
  legalInquiryResponse: `within ${F.legalInquiryResponseBusinessDays} business days`,
  termsChangeNotice: `at least ${F.termsChangeNoticeDays} days`,
  liabilityCap: `the fees you paid us in the ${F.liabilityCapMonths} months`,
  tls: `TLS ${F.tlsVersion}`,
  encryption: F.encryptionStandard,
  exportFormats: F.exportFormats.join(' and '),
  automationPlan: `${F.automationPlan} plan`,
} as const;
