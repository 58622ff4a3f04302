import { useState } from 'react';
import { EMPTY_COMPOSE, type ComposedEmail, type ComposeForm } from '../compose-model';

/**
 * The compose form and the email it produced. Kept by the panel, not the tab, so the chat, the
 * templates and the drafts can fill it, and switching tabs loses nothing.
 */
export function useComposeState() {
  const [form, setForm] = useState<ComposeForm>(EMPTY_COMPOSE);
  const [email, setEmail] = useState<ComposedEmail | null>(null);
  return {
    form,
    email,
    update: (patch: Partial<ComposeForm>) => setForm((f) => ({ ...f, ...patch })),
    setEmail,
    updateEmail: (patch: Partial<ComposedEmail>) => setEmail((e) => (e ? { ...e, ...patch } : e)),
    /** A fresh form with these fields (a request from the chat, a template), and no email yet. */
    fill: (fields: Partial<ComposeForm>) => {
      setForm({ ...EMPTY_COMPOSE, ...fields });
      setEmail(null);
    },
    /** After a successful send: the generated email and the form are cleared. */
    reset: () => {
      setForm(EMPTY_COMPOSE);
      setEmail(null);
    },
  };
}

export type ComposeState = ReturnType<typeof useComposeState>;
