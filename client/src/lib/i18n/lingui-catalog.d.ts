/** A catalog imported with `?lingui`, compiled by Lingui's Vite plugin. */
declare module '*?lingui' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
