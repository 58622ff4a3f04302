/**
 * Every public route and the text it must show, FAQ and pricing included. Strings are matched
 * exactly (case-sensitive, whole element text); regular expressions are used for sentences and
 * figures that sit inside longer text.
 */
import type { Locator } from '@playwright/test';

export type KeyText = string | RegExp | { role: 'heading' | 'button'; name: string | RegExp };

export interface PublicRoute {
  path: string;
  /** Header item highlighted on this route, if any. */
  navLabel?: 'LIBRARY' | 'ABOUT' | 'PRICING' | 'FAQS';
  /** Visible inside <main>; the first one also tells that the page has rendered. */
  keyTexts: KeyText[];
}

const heading = (name: string | RegExp): KeyText => ({ role: 'heading', name });
const button = (name: string): KeyText => ({ role: 'button', name });

export const PUBLIC_ROUTES: PublicRoute[] = [
  {
    path: '/',
    keyTexts: [
      'AI AGENT OPERATIONS',
      button('ACCESS SYSTEM'),
      button('GETTING STARTED'),
      'Rapid Deployment',
      'Secure Operations',
      'Specialized Agents',
    ],
  },
  {
    path: '/library',
    navLabel: 'LIBRARY',
    keyTexts: ['GUEST MODE', 'Writing Assistant', 'Ready to Get Started?', button('Sign In to Access Agents')],
  },
  {
    path: '/library-demo',
    keyTexts: ['NO AGENT SELECTED', button('Get My API Key')],
  },
  {
    path: '/about',
    navLabel: 'ABOUT',
    keyTexts: [/mission/i, /principles/i, /technical foundation/i],
  },
  {
    path: '/pricing',
    navLabel: 'PRICING',
    keyTexts: ['Free', 'Basic', 'Pro', 'MOST POPULAR', /\$9\.99/, /\$29\.99/, 'Why Go PRO?'],
  },
  {
    path: '/faqs',
    navLabel: 'FAQS',
    keyTexts: [
      'OPERATIONAL FAQ',
      button('ALL'),
      button('GENERAL'),
      button('TECHNICAL'),
      button('BILLING'),
      button('SUPPORT'),
      /CONTACT SUPPORT/,
      /VIEW DOCUMENTATION/,
    ],
  },
  {
    path: '/privacy-policy',
    keyTexts: [heading(/privacy policy/i), /72 hours/, /30 days/],
  },
  {
    path: '/terms-of-service',
    keyTexts: [heading(/terms of service/i), /12 months/, /30 days/],
  },
  {
    path: '/security',
    keyTexts: [heading(/security/i), /TLS 1\.3/, /AES-256/, /4 hours/],
  },
  {
    path: '/data-handling',
    keyTexts: [heading(/data handling/i), /JSON/, /CSV/, /90 days/],
  },
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first visible match: the same words may also sit in collapsed content (an FAQ answer). */
export function keyTextLocator(main: Locator, text: KeyText): Locator {
  let found: Locator;
  if (typeof text === 'string') found = main.getByText(text, { exact: true });
  else if (text instanceof RegExp) found = main.getByText(text);
  else if (text.role === 'heading') found = main.getByRole('heading', { level: 1, name: text.name });
  else {
    // Both kinds are listed as "buttons"; an external target is rightly a link. The
    // accessible name may go on (" (opens in a new tab)").
    const name = typeof text.name === 'string' ? new RegExp(`^${escapeRegExp(text.name)}(?![\\w])`) : text.name;
    found = main.getByRole('button', { name }).or(main.getByRole('link', { name }));
  }
  return found.filter({ visible: true }).first();
}

export function describeKeyText(text: KeyText): string {
  if (typeof text === 'string' || text instanceof RegExp) return String(text);
  return `${text.role} ${String(text.name)}`;
}
