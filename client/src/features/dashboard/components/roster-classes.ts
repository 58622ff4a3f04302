/**
 * Classes the roster writes out where it overrides a shared component's: the dashboard's first
 * screen has no class merger (lib/join-classes.ts), so these are exactly what `cn` gave for the
 * same props (dashboard/first-screen-overrides.test.tsx).
 */

const BADGE =
  'inline-flex items-center rounded border px-2 py-0.5 font-mono text-[11px] font-bold tracking-wider uppercase';

/** `<Badge variant={TIER_BADGE[tier]} className={cn(tier === 'all-access' && SUCCESS_TEXT)}>` */
export const TIER_BADGE_CLASSES = {
  'all-access': `${BADGE} border-success/40 bg-success/10 text-green-800 dark:text-success`,
  premium: `${BADGE} border-primary/40 bg-primary/10 text-primary`,
  demo: `${BADGE} border-border text-muted-foreground`,
} as const;

/** `<Button size="sm" variant="ghost" className="mx-2 justify-start">` */
export const MANAGE_AGENTS_BUTTON_CLASSES =
  'inline-flex items-center gap-2 whitespace-nowrap rounded-md font-mono text-sm font-semibold tracking-wide transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 hover:bg-accent hover:text-accent-foreground h-9 px-3 mx-2 justify-start';
