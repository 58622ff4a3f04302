import { z } from 'zod';

/** The one error shape every API route answers with. `message` is written for the UI to show. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
