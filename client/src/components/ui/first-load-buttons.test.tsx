import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Header } from '@/components/layout/header';
import { LandingPage } from '@/features/landing/components/landing-page';
import { cn } from '@/lib/cn';
import { ThemeProvider } from '@/lib/theme';
import { mockApi, signedOut } from '../../../test/api-mock';
import { Button, type ButtonProps } from './button';
import { buttonVariants } from './button-variants';

/** The class attribute `Button` renders with these props (through the class merger). */
function buttonClasses(props: ButtonProps): string {
  const { container, unmount } = render(<Button {...props} />);
  const classes = container.querySelector('button')!.getAttribute('class')!;
  unmount();
  return classes;
}

const VARIANTS = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
const SIZES = ['default', 'sm', 'lg', 'icon'] as const;

// The first-load shell styles native buttons with buttonVariants to leave `Button` (and its class
// merger) out of the first-load script; these hold them to exactly what `Button` renders.
describe('the first-load buttons', () => {
  it('buttonVariants alone is what Button renders, for every variant and size', () => {
    for (const variant of VARIANTS)
      for (const size of SIZES) expect(buttonVariants({ variant, size })).toBe(buttonClasses({ variant, size }));
  });

  it("the header's LOGIN, menu and theme buttons have Button's classes", async () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    // On /library, so that one link is the active one.
    render(
      <Router hook={memoryLocation({ path: '/library' }).hook}>
        <ThemeProvider>
          <Header />
        </ThemeProvider>
      </Router>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const login = await within(nav).findByRole('button', { name: 'LOGIN' });
    expect(login.getAttribute('class')).toBe(buttonClasses({ size: 'sm', className: 'ml-2' }));
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('class')).toBe(
      buttonClasses({ variant: 'ghost', size: 'icon', className: 'md:hidden' }),
    );
    for (const theme of screen.getAllByRole('button', { name: /^Theme: / }))
      expect(theme.getAttribute('class')).toBe(buttonClasses({ variant: 'ghost', size: 'icon' }));
    // The links' classes are joined without the merger: merging would change nothing, active or not.
    const links = within(nav).getAllByRole('link');
    expect(within(nav).getByRole('link', { name: 'LIBRARY' }).getAttribute('class')).toContain('bg-accent');
    for (const link of links) expect(cn(link.getAttribute('class'))).toBe(link.getAttribute('class'));
  });

  it("the landing's buttons have Button's classes", () => {
    render(<LandingPage />);
    expect(screen.getByRole('button', { name: 'GETTING STARTED' }).getAttribute('class')).toBe(
      buttonClasses({ size: 'lg', variant: 'outline' }),
    );
    expect(screen.getByRole('button', { name: 'ACCESS SYSTEM' }).getAttribute('class')).toBe(
      buttonClasses({ size: 'lg' }),
    );
  });
});
