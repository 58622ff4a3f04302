/**
 * Classes the pricing page writes out where it overrides a shared component's: the page joins
 * classes without the class merger (lib/join-classes.ts), whose first use builds its tables in one
 * task of about 25 ms while the page is already on the screen. These are exactly what `cn` gave
 * for the same props (pricing-classes.test.tsx).
 */

/** `<Badge className="absolute -top-3 left-1/2 -translate-x-1/2 bg-card px-3 py-1 whitespace-nowrap">` */
export const POPULAR_BADGE_CLASSES =
  'inline-flex items-center rounded border font-mono text-[11px] font-bold tracking-wider uppercase border-primary/40 text-primary absolute -top-3 left-1/2 -translate-x-1/2 bg-card px-3 py-1 whitespace-nowrap';
