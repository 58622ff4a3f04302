/** What a text input and a text area look like alike (each adds its own layout and height). */
export const FIELD_CLASSES =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50';
