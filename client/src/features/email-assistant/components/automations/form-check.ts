import { AutomationFieldsSchema, automationProblems } from '@common/schemas/automations';
import { requestOf, windowProblems, type AutomationFormValues } from '../../automation-model';

/**
 * Every problem of the form, first one first: the shared rules (the server answers with the same
 * words), then the hold and reply windows. The fields are read through the server's schema, so
 * they are trimmed and checked exactly as the server will.
 */
export function formProblems(form: AutomationFormValues, defaultAccountId: string | null): string[] {
  const parsed = AutomationFieldsSchema.safeParse(requestOf(form, defaultAccountId));
  const shared = parsed.success ? automationProblems(parsed.data) : parsed.error.issues.map((i) => i.message);
  return [...shared, ...windowProblems(form)];
}
