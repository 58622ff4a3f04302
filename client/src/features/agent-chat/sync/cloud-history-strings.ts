import { formatMegabytes } from '@common/cloud-history-constants';

/**
 * Every visible string of cloud history (the settings section and the sync engine's errors), in
 * one module so they move to the translation catalogues together.
 */
export const CLOUD_STRINGS = {
  heading: 'Cloud history',
  intro:
    'Conversations stay in this browser unless you turn cloud history on. Then they are encrypted here, with a key made from a passphrase the server never sees, and follow you to every browser you sign in on.',
  loading: 'Checking cloud history…',
  unavailable: 'Cloud history could not be checked. Conversations stay in this browser.',
  off: 'Cloud history is off: conversations are stored in this browser only.',
  turnOn: 'Turn on cloud history',
  passphrase: 'Passphrase',
  confirmPassphrase: 'Confirm passphrase',
  showPassphrase: 'Show passphrase',
  showConfirmation: 'Show confirmation',
  unlockForm: 'Unlock cloud history',
  passphraseHint: 'At least 8 characters. It is needed on every browser that syncs.',
  cannotRecover:
    'Nobody can recover this passphrase, not even us: if you forget it, the copy on the server cannot be read. Keep it somewhere safe.',
  enable: 'Encrypt and turn on',
  cancel: 'Cancel',
  tooShort: 'The passphrase needs at least 8 characters.',
  mismatch: 'The two passphrases are not the same.',
  locked: 'Cloud history is on for your account. Enter its passphrase to sync the conversations of this browser.',
  unlock: 'Unlock and sync',
  wrongPassphrase: 'That passphrase does not unlock your cloud history. Check it and try again.',
  working: 'Deriving the key…',
  syncing: 'Syncing…',
  syncNow: 'Sync now',
  turnOff: 'Turn off cloud history',
  confirmTurnOff:
    'Turn off cloud history? Its copy on the server is deleted for every browser. The conversations in this browser stay here.',
  turnedOff: 'Cloud history is off and its copy on the server was deleted. Conversations in this browser stay.',
  networkError: 'The server could not be reached. Conversations are safe in this browser; sync will try again.',
  undecryptable:
    'Some stored conversations could not be decrypted with this key. Sync stopped to keep them as they are.',
  disabledElsewhere: 'Cloud history was turned off from another browser. Conversations in this browser stay.',
  rekeyed: 'Cloud history was turned on again with a new passphrase. Enter it to sync this browser.',
  freeOnlyTurnOff: 'Turn off and delete the server copy',
  synced: (at: Date) => `Synced at ${at.toLocaleTimeString('en-US')}.`,
  usage: (items: number, used: number, quota: number) =>
    `${items.toLocaleString('en-US')} ${items === 1 ? 'conversation' : 'conversations'} stored, ${formatMegabytes(used)} of ${formatMegabytes(quota)} used.`,
} as const;
