/**
 * The library's five categories in the product's fixed order. A module of its own, without zod: a
 * page that only lists categories (the library) then loads no validator, whose start-up probe for
 * `new Function` is reported as a Content-Security-Policy violation under our `script-src 'self'`.
 */
export const AGENT_CATEGORIES = ['Creative', 'Productivity', 'Education', 'Business', 'Technical'] as const;
