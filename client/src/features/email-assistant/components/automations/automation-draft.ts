import { EMPTY_AUTOMATION_FORM, type AutomationFormValues } from '../../automation-model';

/** The automation form as Auto-Save keeps it: its values and which automation it edits (null: a new one). */
export interface AutomationDraft {
  editingId: string | null;
  form: AutomationFormValues;
}

export const EMPTY_AUTOMATION_DRAFT: AutomationDraft = { editingId: null, form: EMPTY_AUTOMATION_FORM };

/** A kept draft, field by field over the empty form (anything else is dropped); the server checks the rest. */
export function reviveAutomationDraft(stored: unknown): AutomationDraft {
  if (!stored || typeof stored !== 'object') return EMPTY_AUTOMATION_DRAFT;
  const { editingId, form } = stored as { editingId?: unknown; form?: unknown };
  const values: Record<string, unknown> = form && typeof form === 'object' ? (form as Record<string, unknown>) : {};
  const revived = { ...EMPTY_AUTOMATION_FORM } as Record<string, string>;
  for (const name of Object.keys(EMPTY_AUTOMATION_FORM)) {
    if (typeof values[name] === 'string') revived[name] = values[name];
  }
  return {
    editingId: typeof editingId === 'string' ? editingId : null,
    form: revived as unknown as AutomationFormValues,
  };
}
