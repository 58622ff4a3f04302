import type { z } from 'zod';

/**
 * One line for the first problem zod found, naming the field when our own message does not: our
 * schemas' messages ("The name is required") are kept word for word, zod's defaults get the field's
 * path in front ("category: Invalid option ...") so the user knows where to look.
 */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The agent is not valid';
  const path = issue.path.map(String).join('.');
  const ours = /^The |^A file /.test(issue.message);
  return ours || !path ? issue.message : `${path}: ${issue.message}`;
}

/** A plain object (not an array, not null): what every agent file format is made of. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string field, or undefined when it is absent or of another type. */
export const stringField = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
