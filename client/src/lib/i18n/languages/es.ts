import type { Messages } from '@lingui/core';

/** Every folder's es catalog, compiled, in one chunk fetched only when es is chosen. */
const catalogs = import.meta.glob<Messages>('../../../**/locales/**/es.json', {
  query: '?lingui',
  import: 'messages',
  eager: true,
});

export const messages: Messages = Object.assign({}, ...Object.values(catalogs));
