/**
 * Classes the email assistant writes out where it overrides a shared component's: the dashboard's
 * first screen has no class merger (lib/join-classes.ts), so these are exactly what `cn` gave for
 * the same props (email-assistant/first-screen-overrides.test.tsx).
 */

/** `<Badge variant="outline" className="text-foreground">` */
export const VALUE_BADGE_CLASSES =
  'inline-flex items-center rounded border px-2 py-0.5 font-mono text-[11px] font-bold tracking-wider uppercase border-border text-foreground';

/** `<TabsList className="flex h-auto w-full flex-wrap justify-start">` */
export const SECTION_TABS_CLASSES =
  'items-center gap-1 rounded-md bg-muted p-1 flex h-auto w-full flex-wrap justify-start';

/** `<TabsList className="grid w-full grid-cols-2">` */
export const PHONE_TABS_CLASSES = 'items-center gap-1 rounded-md bg-muted p-1 grid w-full grid-cols-2';
