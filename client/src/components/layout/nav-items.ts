export interface NavItem {
  label: string;
  to: string;
  signedInOnly?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'LIBRARY', to: '/library' },
  { label: 'ABOUT', to: '/about' },
  { label: 'PRICING', to: '/pricing' },
  { label: 'FAQS', to: '/faqs' },
  { label: 'DASHBOARD', to: '/dashboard', signedInOnly: true },
];
