import { LIBRARY_AGENT_COUNT } from '@common/agents/library-size';

export const FAQ_CATEGORIES = ['GENERAL', 'TECHNICAL', 'BILLING', 'SUPPORT'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqEntry {
  category: FaqCategory;
  question: string;
  answer: string;
}

// Every answer must stay true of the product as built, not only of the marketing copy: users act on them.
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    category: 'GENERAL',
    question: 'What is AgentOps?',
    answer: `A platform of ${LIBRARY_AGENT_COUNT} prebuilt specialist AI agents in five categories, plus an AI email assistant for your own mailboxes. There is nothing to code: pick an agent and start working, using an API key from your own AI provider.`,
  },
  {
    category: 'GENERAL',
    question: 'Can I use it on my phone?',
    answer:
      'Yes. The web app works in mobile browsers, with layouts adapted to small screens. Native mobile apps are planned.',
  },
  {
    category: 'TECHNICAL',
    question: 'Is my API key safe?',
    answer:
      'Your key stays in your browser. Agent chat goes from your browser straight to your provider, so the key never passes through our servers. The email assistant’s AI features are the one exception: for those requests the key is sent to our server, used in flight to call your provider, and never stored or logged.',
  },
  {
    category: 'TECHNICAL',
    question: 'Where are my conversations stored?',
    answer:
      'By default, conversations are kept locally in your browser and are not uploaded to our servers. Clearing this site’s data in your browser removes them. On the Basic and Pro plans you can turn on cloud history in settings: your conversations are then encrypted in your browser with a passphrase we never see and follow you to every browser you sign in on; turning it off deletes the server copy.',
  },
  {
    category: 'TECHNICAL',
    question: 'How do linked email accounts work?',
    answer:
      'You link Gmail, Outlook, Yahoo or iCloud mailboxes through OAuth 2.0, so we never see or store their passwords. The access tokens are encrypted at rest with AES-256-GCM, and you can disconnect an account at any time.',
  },
  {
    category: 'BILLING',
    question: 'What plans are available?',
    answer:
      'Basic Operations comes with community support. Tactical Suite adds email support during business hours and custom agents. Command Center includes 24/7 priority support, a dedicated account manager and custom agents. Subscriptions are billed monthly.',
  },
  {
    category: 'BILLING',
    question: 'Can I change or cancel my plan?',
    answer:
      'Yes, at any time. Upgrades take effect immediately; downgrades apply from your next billing cycle. There are no contracts and no cancellation fees.',
  },
  {
    category: 'BILLING',
    question: 'How much does AI usage cost?',
    answer:
      'You use your own API key, so your provider bills your usage directly; it is not part of your subscription. A typical message costs about $0.002, depending on the model and the length of the conversation.',
  },
  {
    category: 'SUPPORT',
    question: 'How do I get help?',
    answer:
      'Start with the documentation. Support depends on your plan: community support on Basic Operations, email support in business hours on Tactical Suite, and 24/7 priority support with a dedicated account manager on Command Center. Use CONTACT SUPPORT below to reach us.',
  },
  {
    category: 'SUPPORT',
    question: 'How do I export or delete my data?',
    answer:
      'In account settings, EXPORT on the USAGE tab downloads your data as JSON and CSV. DELETE PROFILE on the SECURITY tab permanently deletes your account and its data and ends every session.',
  },
];
