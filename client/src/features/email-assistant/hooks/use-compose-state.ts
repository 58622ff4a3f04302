import { useAutoSavedState } from '@/lib/preferences/use-auto-saved-state';
import { STORAGE_KEYS } from '@/lib/storage';
import { EMPTY_COMPOSE, type ComposedEmail, type ComposeForm } from '../compose-model';

interface ComposeDraft {
  form: ComposeForm;
  email: ComposedEmail | null;
}

const EMPTY_DRAFT: ComposeDraft = { form: EMPTY_COMPOSE, email: null };

/** A stored draft over the empty one, so a field added later still has its default. */
function reviveDraft(stored: unknown): ComposeDraft {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Partial<ComposeDraft>;
  const email = s.email && typeof s.email === 'object' ? s.email : null;
  return { form: { ...EMPTY_COMPOSE, ...(s.form ?? {}) }, email };
}

/**
 * The compose form and the email it produced. Kept by the panel, not the tab, so the chat, the
 * templates and the drafts can fill it, and switching tabs loses nothing. With Auto-Save on
 * (display preferences) it is also kept on this device, so a reload or a visit elsewhere loses
 * nothing either.
 */
export function useComposeState() {
  const [draft, setDraft, clear] = useAutoSavedState(STORAGE_KEYS.composeDraft, EMPTY_DRAFT, reviveDraft);
  const { form, email } = draft;
  return {
    form,
    email,
    update: (patch: Partial<ComposeForm>) => setDraft((d) => ({ ...d, form: { ...d.form, ...patch } })),
    setEmail: (next: ComposedEmail | null) => setDraft((d) => ({ ...d, email: next })),
    updateEmail: (patch: Partial<ComposedEmail>) =>
      setDraft((d) => (d.email ? { ...d, email: { ...d.email, ...patch } } : d)),
    /** A fresh form with these fields (a request from the chat, a template), and no email yet. */
    fill: (fields: Partial<ComposeForm>) => setDraft({ form: { ...EMPTY_COMPOSE, ...fields }, email: null }),
    /** After a successful send: the generated email and the form are cleared. */
    reset: clear,
  };
}

export type ComposeState = ReturnType<typeof useComposeState>;
