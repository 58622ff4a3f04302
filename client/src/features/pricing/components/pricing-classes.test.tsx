import { describe, expect, it } from 'vitest';
import { renderedClasses } from '../../../../test/rendered-classes';
import { Badge } from '@/components/ui/badge';
import { POPULAR_BADGE_CLASSES } from './pricing-classes';

// The pricing page has no class merger; where it overrides a shared component's classes it writes
// the result out, held here to what the merger gives.
describe("the pricing page's written-out classes", () => {
  it("the popular plan's badge", () => {
    expect(POPULAR_BADGE_CLASSES).toBe(
      renderedClasses(
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 bg-card px-3 py-1 whitespace-nowrap" />,
      ),
    );
  });
});
