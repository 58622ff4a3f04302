import { formatUsd, type CapMeter, type CapStatus } from '@/lib/spending-cap/budget';
import { translate } from '../i18n';

type Budget = 'daily' | 'monthly';

/** The spending cap's words, read from the agent chat's catalog in the interface language when shown. */
export const CAP_STRINGS = {
  get settingsTitle() {
    return translate('agent-chat.cap.settingsTitle');
  },
  get settingsIntro() {
    return translate('agent-chat.cap.settingsIntro');
  },
  get daily() {
    return translate('agent-chat.cap.daily');
  },
  get monthly() {
    return translate('agent-chat.cap.monthly');
  },
  get noCapHint() {
    return translate('agent-chat.cap.noCapHint');
  },
  get save() {
    return translate('agent-chat.cap.save');
  },
  get clear() {
    return translate('agent-chat.cap.clear');
  },
  get saved() {
    return translate('agent-chat.cap.saved');
  },
  get cleared() {
    return translate('agent-chat.cap.cleared');
  },
  get invalid() {
    return translate('agent-chat.cap.invalid');
  },
  /** "Today: …" for the daily budget, "This month: …" for the monthly one. */
  spent: (budget: Budget, m: CapMeter | null, spentUsd: number) =>
    m
      ? translate(budget === 'monthly' ? 'agent-chat.cap.spent.monthly' : 'agent-chat.cap.spent.daily', {
          spent: formatUsd(m.spentUsd),
          cap: formatUsd(m.capUsd),
          left: formatUsd(m.remainingUsd),
        })
      : translate(budget === 'monthly' ? 'agent-chat.cap.spentNoCap.monthly' : 'agent-chat.cap.spentNoCap.daily', {
          spent: formatUsd(spentUsd),
        }),
  unpriced: (n: number) => translate('agent-chat.cap.unpriced', { count: n }),
  get relayKey() {
    return translate('agent-chat.cap.relayKey');
  },
  warning: (pct: number, which: Budget, remaining: string) =>
    translate(which === 'monthly' ? 'agent-chat.cap.warning.monthly' : 'agent-chat.cap.warning.daily', {
      pct,
      remaining,
    }),
  blocked: (which: Budget) =>
    translate(which === 'monthly' ? 'agent-chat.cap.blocked.monthly' : 'agent-chat.cap.blocked.daily'),
  get oneMoreAllowed() {
    return translate('agent-chat.cap.oneMoreAllowed');
  },
  get raise() {
    return translate('agent-chat.cap.raise');
  },
  get sendOneMore() {
    return translate('agent-chat.cap.sendOneMore');
  },
  get confirmTitle() {
    return translate('agent-chat.cap.confirmTitle');
  },
  get confirmBody() {
    return translate('agent-chat.cap.confirmBody');
  },
  get confirm() {
    return translate('agent-chat.cap.confirm');
  },
  get cancel() {
    return translate('agent-chat.cap.cancel');
  },
};

/** Which budget limits: the key of a whole sentence per budget, never a word pasted into one. */
export const whichBudget = (status: CapStatus): Budget => (status.limiting === 'monthly' ? 'monthly' : 'daily');
export const limitingMeter = (status: CapStatus) => (status.limiting === 'monthly' ? status.monthly : status.daily);
