import type { Messages } from '@lingui/core';

/** Every folder's zh catalog, compiled, in one chunk fetched only when zh is chosen. */
const catalogs = import.meta.glob<Messages>('../../../**/locales/**/zh.json', {
  query: '?lingui',
  import: 'messages',
  eager: true,
});

export const messages: Messages = Object.assign({}, ...Object.values(catalogs));
