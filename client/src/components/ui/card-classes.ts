/**
 * The card's own classes, apart from the component, for a page that joins them without the class
 * merger (the library's first load): `Card` merges a className into these.
 */
export const CARD_CLASSES = 'rounded-lg border bg-card text-card-foreground shadow-sm';
