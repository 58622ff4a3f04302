import type { Messages } from '@lingui/core';

/** Every folder's fr catalog, compiled, in one chunk fetched only when fr is chosen. */
const catalogs = import.meta.glob<Messages>('../../../**/locales/**/fr.json', {
  query: '?lingui',
  import: 'messages',
  eager: true,
});

export const messages: Messages = Object.assign({}, ...Object.values(catalogs));
