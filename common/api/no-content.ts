import { z } from 'zod';

/** An answer with no body: a success (204), or a conditional GET's 304. */
export const NoContent = z.null().describe('No content');
