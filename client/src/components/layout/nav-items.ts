import type { LayoutKey } from './i18n';

export interface NavItem {
  /** The catalog key of the label. */
  label: LayoutKey;
  to: string;
  signedInOnly?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'layout.nav.library', to: '/library' },
  { label: 'layout.nav.about', to: '/about' },
  { label: 'layout.nav.pricing', to: '/pricing' },
  { label: 'layout.nav.faqs', to: '/faqs' },
  { label: 'layout.nav.dashboard', to: '/dashboard', signedInOnly: true },
];
