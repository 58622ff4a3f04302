import { formatMegabytes } from '@common/cloud-history-constants';
import { formatTime } from '@/lib/preferences/date-format';
import { translate } from '../i18n';

/**
 * Every visible string of cloud history (the settings section and the sync engine's errors), read
 * from the agent chat's catalog in the interface language at the moment it is shown.
 */
export const CLOUD_STRINGS = {
  get heading() {
    return translate('agent-chat.cloud.heading');
  },
  get intro() {
    return translate('agent-chat.cloud.intro');
  },
  get loading() {
    return translate('agent-chat.cloud.loading');
  },
  get unavailable() {
    return translate('agent-chat.cloud.unavailable');
  },
  get off() {
    return translate('agent-chat.cloud.off');
  },
  get turnOn() {
    return translate('agent-chat.cloud.turnOn');
  },
  get passphrase() {
    return translate('agent-chat.cloud.passphrase');
  },
  get confirmPassphrase() {
    return translate('agent-chat.cloud.confirmPassphrase');
  },
  get showPassphrase() {
    return translate('agent-chat.cloud.showPassphrase');
  },
  get showConfirmation() {
    return translate('agent-chat.cloud.showConfirmation');
  },
  get unlockForm() {
    return translate('agent-chat.cloud.unlockForm');
  },
  get passphraseHint() {
    return translate('agent-chat.cloud.passphraseHint');
  },
  get cannotRecover() {
    return translate('agent-chat.cloud.cannotRecover');
  },
  get enable() {
    return translate('agent-chat.cloud.enable');
  },
  get cancel() {
    return translate('agent-chat.cloud.cancel');
  },
  get tooShort() {
    return translate('agent-chat.cloud.tooShort');
  },
  get mismatch() {
    return translate('agent-chat.cloud.mismatch');
  },
  get locked() {
    return translate('agent-chat.cloud.locked');
  },
  get unlock() {
    return translate('agent-chat.cloud.unlock');
  },
  get wrongPassphrase() {
    return translate('agent-chat.cloud.wrongPassphrase');
  },
  get working() {
    return translate('agent-chat.cloud.working');
  },
  get syncing() {
    return translate('agent-chat.cloud.syncing');
  },
  get syncNow() {
    return translate('agent-chat.cloud.syncNow');
  },
  get turnOff() {
    return translate('agent-chat.cloud.turnOff');
  },
  get confirmTurnOff() {
    return translate('agent-chat.cloud.confirmTurnOff');
  },
  get turnedOff() {
    return translate('agent-chat.cloud.turnedOff');
  },
  get networkError() {
    return translate('agent-chat.cloud.networkError');
  },
  get undecryptable() {
    return translate('agent-chat.cloud.undecryptable');
  },
  get disabledElsewhere() {
    return translate('agent-chat.cloud.disabledElsewhere');
  },
  get rekeyed() {
    return translate('agent-chat.cloud.rekeyed');
  },
  get freeOnlyTurnOff() {
    return translate('agent-chat.cloud.freeOnlyTurnOff');
  },
  tooLarge: (titles: readonly string[]) =>
    translate('agent-chat.cloud.tooLarge', { titles: titles.map((title) => `“${title}”`).join(', ') }),
  synced: (at: Date) => translate('agent-chat.cloud.synced', { time: formatTime(at, undefined, { seconds: true }) }),
  usage: (items: number, used: number, quota: number) =>
    translate('agent-chat.cloud.usage', {
      items,
      used: formatMegabytes(used),
      quota: formatMegabytes(quota),
    }),
};
