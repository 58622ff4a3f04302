import type { Messages } from '@lingui/core';

/** Every folder's ja catalog, compiled, in one chunk fetched only when ja is chosen. */
const catalogs = import.meta.glob<Messages>('../../../**/locales/**/ja.json', {
  query: '?lingui',
  import: 'messages',
  eager: true,
});

export const messages: Messages = Object.assign({}, ...Object.values(catalogs));
