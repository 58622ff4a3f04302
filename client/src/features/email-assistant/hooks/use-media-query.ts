export { useMediaQuery } from '@/lib/use-media-query';

/**
 * The wide layout starts at 1024 px, where two panels fit side by side; the mobile variant is below
 * 640 px.
 */
export const WIDE_QUERY = '(min-width: 1024px)';
export const MOBILE_QUERY = '(max-width: 639px)';
