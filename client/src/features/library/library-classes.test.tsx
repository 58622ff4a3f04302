import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from '@/components/ui/badge';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { mockApi, signedOut } from '../../../test/api-mock';
import { renderWithApp } from '../../../test/render';
import { LibraryHeader } from './components/library-header';
import { LibraryPage } from './components/library-page';

/** The class attribute of the first element `ui` renders (the shared components, class merger and all). */
function classesOf(ui: React.ReactElement, selector = '*'): string {
  const { container, unmount } = render(ui);
  const classes = container.querySelector(selector)!.getAttribute('class')!;
  unmount();
  return classes;
}

const buttonClasses = (props: ButtonProps) => classesOf(<Button {...props} />);

function styledTabs(part: 'tablist' | 'tab' | 'tabpanel', className: string): string {
  return classesOf(
    <Tabs value="x">
      {part === 'tablist' && <TabsList className={className} />}
      {part === 'tab' && <TabsTrigger value="x" className={className} />}
      {part === 'tabpanel' && <TabsContent value="x" className={className} />}
    </Tabs>,
    `[role="${part}"]`,
  );
}

// The library's first load has no class merger (tailwind-merge): its page styles native elements
// with the shared components' classes. These hold every one of them to exactly the classes the
// component renders with the same props, merger included, so nothing the user sees changes.
describe("the library's classes without the class merger", () => {
  it("tabs, cards and buttons have the shared components' classes", async () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    renderWithApp(<LibraryPage />);
    const list = await screen.findByRole('tablist', { name: 'Agent categories' });
    expect(list.getAttribute('class')).toBe(
      styledTabs('tablist', 'hidden w-full justify-start md:inline-flex md:w-auto'),
    );
    const tabClasses = styledTabs('tab', 'gap-1.5 px-4 py-2');
    for (const tab of within(list).getAllByRole('tab')) expect(tab.getAttribute('class')).toBe(tabClasses);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('class')).toBe(styledTabs('tabpanel', 'mt-6 focus-visible:outline-offset-4'));

    const cardClasses = classesOf(
      <Card className="group flex h-full cursor-pointer flex-col gap-4 p-5 transition-colors hover:border-primary/60 focus-within:border-primary/60" />,
    );
    const openClasses = buttonClasses({ className: 'mt-auto w-full' });
    const cards = within(panel).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.getAttribute('class')).toBe(cardClasses);
      expect(within(card).getByRole('button').getAttribute('class')).toBe(openClasses);
    }
    expect(screen.getByRole('button', { name: 'Sign In to Access Agents' }).getAttribute('class')).toBe(
      buttonClasses({ size: 'lg' }),
    );
  });

  it("the header's badges have Badge's classes", () => {
    const roomy = 'gap-1.5 px-2.5 py-1';
    const { unmount } = render(<LibraryHeader signedIn={false} isAdmin={false} agentCount={3} />);
    expect(screen.getByText('GUEST MODE').getAttribute('class')).toBe(
      classesOf(<Badge variant="outline" className={roomy} />),
    );
    unmount();
    render(<LibraryHeader signedIn isAdmin agentCount={3} />);
    expect(screen.getByText('AUTHORIZED').getAttribute('class')).toBe(
      classesOf(<Badge variant="success" className={roomy} />),
    );
    expect(screen.getByText('ADMIN').getAttribute('class')).toBe(classesOf(<Badge className="px-2.5 py-1" />));
  });
});
