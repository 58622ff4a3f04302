import { POLICY_FIGURES, type POLICY_TEXT } from './policy-figures';
import { useT } from './i18n';

const F = POLICY_FIGURES;

/**
 * `POLICY_TEXT`'s phrases in the interface language, built from the same figures; in English they
 * are `POLICY_TEXT` word for word (its test checks it), so the pages still print one set of promises.
 */
export function usePolicyText(): Record<keyof typeof POLICY_TEXT, string> {
  const t = useT();
  return {
    sessionRetention: t('legal.figures.sessionRetention', { days: F.sessionRetentionDaysAfterExpiry }),
    systemLogRetention: t('legal.figures.systemLogRetention', { days: F.systemLogRetentionDays }),
    analyticsRetention: t('legal.figures.analyticsRetention', { years: F.analyticsAggregateRetentionYears }),
    accountDeletion: t('legal.figures.accountDeletion', { days: F.accountDeletionDays }),
    privacyResponse: t('legal.figures.privacyResponse', { hours: F.privacyRequestResponseHours }),
    privacyFulfilment: t('legal.figures.privacyFulfilment', { days: F.privacyRequestFulfilmentDays }),
    securityIncidentResponse: t('legal.figures.securityIncidentResponse', { hours: F.securityIncidentResponseHours }),
    legalInquiryResponse: t('legal.figures.legalInquiryResponse', { days: F.legalInquiryResponseBusinessDays }),
    termsChangeNotice: t('legal.figures.termsChangeNotice', { days: F.termsChangeNoticeDays }),
    liabilityCap: t('legal.figures.liabilityCap', { months: F.liabilityCapMonths }),
    tls: `TLS ${F.tlsVersion}`,
    encryption: F.encryptionStandard,
    exportFormats: t('legal.figures.exportFormats', { first: F.exportFormats[0], second: F.exportFormats[1] }),
    automationPlan: t('legal.figures.automationPlan', { plan: F.automationPlan }),
  };
}
