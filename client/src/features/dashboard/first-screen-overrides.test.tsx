import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderedClasses } from '../../../test/rendered-classes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { DashboardHeader } from './components/dashboard-header';
import { MANAGE_AGENTS_BUTTON_CLASSES, TIER_BADGE_CLASSES } from './components/roster-classes';
import { SUCCESS_TEXT } from './dashboard-types';

// Where the dashboard's first screen overrides a shared component's classes it writes the result
// out, having no class merger (lib/join-classes.ts). Each is held to what the merger gave.
describe("the first screen's written-out classes", () => {
  it("the roster's tier badge and its manage button", () => {
    const tiers = { 'all-access': 'success', premium: 'default', demo: 'outline' } as const;
    for (const [tier, variant] of Object.entries(tiers)) {
      expect(TIER_BADGE_CLASSES[tier as keyof typeof tiers]).toBe(
        renderedClasses(<Badge variant={variant} className={cn(tier === 'all-access' && SUCCESS_TEXT)} />),
      );
    }
    expect(MANAGE_AGENTS_BUTTON_CLASSES).toBe(
      renderedClasses(<Button size="sm" variant="ghost" className="mx-2 justify-start" />),
    );
  });

  it("the dashboard's tabs, selected and not", () => {
    render(<DashboardHeader firstName="Ada" selectedTab="email-assistant" onSelectTab={() => {}} />);
    const base =
      'inline-flex items-center justify-center gap-2 rounded px-2 py-2 font-mono text-xs sm:px-4 font-semibold tracking-wider text-muted-foreground transition-colors hover:text-foreground';
    const tabs = screen.getAllByRole('tab');
    expect(tabs.length).toBe(2);
    for (const tab of tabs) {
      const selected = tab.getAttribute('aria-selected') === 'true';
      expect(tab.getAttribute('class')).toBe(cn(base, selected && 'bg-background text-primary shadow'));
    }
  });
});
