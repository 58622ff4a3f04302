import { formatUsd, type CapMeter, type CapStatus } from '@/lib/spending-cap/budget';

/** The spending cap's words, in one place for the translation catalogues. */
export const CAP_STRINGS = {
  settingsTitle: 'Spending cap',
  settingsIntro:
    'A daily and a monthly budget for this key, estimated from token counts and the model price table. A warning shows at 80 %; at 100 % the chat stops sending until you raise the cap or confirm one more request. Kept in this browser with the key.',
  daily: 'Daily budget (USD)',
  monthly: 'Monthly budget (USD)',
  noCapHint: 'Leave empty for no cap.',
  save: 'Save caps',
  clear: 'Clear caps',
  saved: 'Spending caps saved',
  cleared: 'Spending caps cleared',
  invalid: 'Enter an amount in dollars, 0 or more, or leave the field empty.',
  spent: (label: string, m: CapMeter | null, spentUsd: number) =>
    m
      ? `${label}: ${formatUsd(m.spentUsd)} of ${formatUsd(m.capUsd)} spent, ${formatUsd(m.remainingUsd)} left`
      : `${label}: ${formatUsd(spentUsd)} spent, no cap`,
  today: 'Today',
  thisMonth: 'This month',
  unpriced: (n: number) =>
    `${n} ${n === 1 ? 'reply' : 'replies'} came from a model with no known price and could not be counted in dollars.`,
  relayKey: "Without a key of your own, the chat uses this site's key; its budget is kept under the same cap here.",
  warning: (pct: number, which: string, remaining: string) =>
    `Spending cap: ${pct} % of your ${which} budget is used (${remaining} left).`,
  blocked: (which: string) => `Spending cap reached: your ${which} budget is used up. Sending is paused.`,
  oneMoreAllowed: 'One more request is allowed past the cap.',
  raise: 'Raise the cap',
  sendOneMore: 'Send one more',
  confirmTitle: 'Send one more request?',
  confirmBody: 'Your spending cap is reached. Allow exactly one more request past it?',
  confirm: 'Allow one request',
  cancel: 'Cancel',
} as const;

export const whichBudget = (status: CapStatus) => (status.limiting === 'monthly' ? 'monthly' : 'daily');
export const limitingMeter = (status: CapStatus) => (status.limiting === 'monthly' ? status.monthly : status.daily);
