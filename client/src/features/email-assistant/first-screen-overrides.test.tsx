import { describe, expect, it } from 'vitest';
import { renderedClasses } from '../../../test/rendered-classes';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsList } from '@/components/ui/tabs';
import { PHONE_TABS_CLASSES, SECTION_TABS_CLASSES, VALUE_BADGE_CLASSES } from './components/assistant-classes';

// Where the email assistant, on the dashboard's first screen, overrides a shared component's
// classes it writes the result out, having no class merger (lib/join-classes.ts). Each is held to
// what the merger gave.
describe("the email assistant's written-out classes", () => {
  it("the email assistant's value badges and tab strips", () => {
    expect(VALUE_BADGE_CLASSES).toBe(renderedClasses(<Badge variant="outline" className="text-foreground" />));
    const tabList = (className: string) =>
      renderedClasses(<Tabs value="x">{<TabsList className={className} />}</Tabs>, '[role="tablist"]');
    expect(SECTION_TABS_CLASSES).toBe(tabList('flex h-auto w-full flex-wrap justify-start'));
    expect(PHONE_TABS_CLASSES).toBe(tabList('grid w-full grid-cols-2'));
  });
});
