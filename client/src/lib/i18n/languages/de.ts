import type { Messages } from '@lingui/core';

/** Every folder's de catalog, compiled, in one chunk fetched only when de is chosen. */
const catalogs = import.meta.glob<Messages>('../../../**/locales/**/de.json', {
  query: '?lingui',
  import: 'messages',
  eager: true,
});

export const messages: Messages = Object.assign({}, ...Object.values(catalogs));
