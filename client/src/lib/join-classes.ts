import { clsx, type ClassValue } from 'clsx';

/** How a component joins its own classes with the ones it is given: `cn` (merging) or `joinClasses`. */
export type JoinClasses = (...inputs: ClassValue[]) => string;

/**
 * Joins classes as they are, without the class merger (tailwind-merge, 8.5 kB gzip): for the
 * dashboard's first screen. Where no two of the classes conflict the merger returns them unchanged,
 * so this gives what `cn` gives; the component tests hold every string joined here to that
 * (client/test/setup.ts). Where a caller overrides a class, it writes out the merged classes.
 */
export const joinClasses: JoinClasses = (...inputs) => clsx(inputs);
