import type { FaqKey } from './i18n';

export const FAQ_CATEGORIES = ['GENERAL', 'TECHNICAL', 'BILLING', 'SUPPORT'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqEntry {
  category: FaqCategory;
  question: FaqKey;
  answer: FaqKey;
}

// Every answer must stay true of the product as built, not only of the marketing copy: users act on them.
// The texts are in locales/ (answers take {count}, the number of library agents).
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  { category: 'GENERAL', question: 'faq.q.what', answer: 'faq.a.what' },
  { category: 'GENERAL', question: 'faq.q.phone', answer: 'faq.a.phone' },
  { category: 'TECHNICAL', question: 'faq.q.keySafe', answer: 'faq.a.keySafe' },
  { category: 'TECHNICAL', question: 'faq.q.conversations', answer: 'faq.a.conversations' },
  { category: 'TECHNICAL', question: 'faq.q.mailboxes', answer: 'faq.a.mailboxes' },
  { category: 'BILLING', question: 'faq.q.plans', answer: 'faq.a.plans' },
  { category: 'BILLING', question: 'faq.q.changePlan', answer: 'faq.a.changePlan' },
  { category: 'BILLING', question: 'faq.q.usageCost', answer: 'faq.a.usageCost' },
  { category: 'SUPPORT', question: 'faq.q.help', answer: 'faq.a.help' },
  { category: 'SUPPORT', question: 'faq.q.exportDelete', answer: 'faq.a.exportDelete' },
];
