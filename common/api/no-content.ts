import { z } from 'zod';

/** A success with no body (204). */
export const NoContent = z.null().describe('No content');
