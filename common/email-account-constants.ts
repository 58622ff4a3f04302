/** Display names of the mail providers, free of zod so the browser's first load can use them. */
export const MAIL_PROVIDER_LABELS = {
  gmail: 'Gmail',
  outlook: 'Outlook',
  yahoo: 'Yahoo',
  icloud: 'iCloud',
} as const satisfies Record<'gmail' | 'outlook' | 'yahoo' | 'icloud', string>;
