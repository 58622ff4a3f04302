import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMAIL_AI_MESSAGES } from '@common/email-ai-constants';
import { toast } from '@/lib/toast';
import { useAssistant } from '../assistant-context';
import { composeEmail } from '../api/email-ai-api';
import { errorMessage } from '@/lib/error-message';
import { DRAFTS_QUERY_KEY } from '../api/email-store-api';
import { OUTBOX_QUERY_KEY, sendEmail, type OutboxStatus } from '../api/outbox-api';
import {
  fromGenerated,
  optional,
  scheduledMoment,
  SEND_MESSAGES,
  type ComposeForm as ComposeFormState,
} from '../compose-model';
import type { ComposeRequest } from '@common/schemas/email-ai';
import { formatDateTime } from '@/lib/preferences/date-format';

const fail = (title: string, description: string) => toast({ variant: 'destructive', title, description });

function sentToast(status: OutboxStatus, sendAt: Date | undefined) {
  if (sendAt) return { title: 'Email Scheduled', description: `Your email will be sent ${formatDateTime(sendAt)}.` };
  if (status === 'uncertain')
    return {
      title: 'Email Sent',
      description: 'The connection broke while your provider was taking the email: check your Sent folder.',
    };
  return {
    title: 'Email Sent',
    description: status === 'sent' ? 'Your email has been sent.' : 'Your email is on its way.',
  };
}

/** What Generate sends: also what its "What is sent" panel asks the server to build. */
export const composeInput = (form: ComposeFormState): ComposeRequest => ({
  type: form.type,
  tone: form.tone,
  length: form.length,
  to: optional(form.to),
  cc: optional(form.cc),
  bcc: optional(form.bcc),
  subject: optional(form.subject),
  context: form.context.trim(),
});

/** Generate and Send, with their input checks and the toasts that report each outcome. */
export function useComposeActions(accountId: string | undefined) {
  const { ai, compose } = useAssistant();
  const queryClient = useQueryClient();
  const { form, email } = compose;

  const generate = useMutation({
    mutationFn: () => composeEmail(ai, composeInput(form)),
    onSuccess: (generated) => {
      compose.setEmail(fromGenerated(generated));
      toast({ title: 'Email Generated', description: 'Your email has been composed and saved as a draft.' });
      void queryClient.invalidateQueries({ queryKey: DRAFTS_QUERY_KEY });
    },
    onError: (err) => fail('Generation Failed', errorMessage(err, 'Failed to generate email')),
  });

  const send = useMutation({
    mutationFn: (sendAt: Date | undefined) =>
      sendEmail({
        to: form.to.trim(),
        subject: email?.subject.trim() || 'No Subject',
        body: email?.body ?? '',
        sendAt: sendAt?.toISOString(),
        accountId,
      }),
    onSuccess: (message, sendAt) => {
      void queryClient.invalidateQueries({ queryKey: OUTBOX_QUERY_KEY });
      // Accepted, but the immediate attempt failed: keep the email so it can be sent again.
      if (message.status === 'failed') return fail('Send Failed', message.lastError || 'Failed to send email');
      toast(sentToast(message.status, sendAt));
      compose.reset();
    },
    onError: (err) => fail('Send Failed', errorMessage(err, 'Failed to send email')),
  });

  return {
    generating: generate.isPending,
    sending: send.isPending,
    generate: () => {
      if (generate.isPending) return;
      if (!form.context.trim()) return fail('Context Required', EMAIL_AI_MESSAGES.contextRequired);
      generate.mutate();
    },
    send: () => {
      if (send.isPending) return;
      if (!form.to.trim() || !email?.body.trim()) return fail('Missing Information', SEND_MESSAGES.missing);
      if (!form.isScheduled) return send.mutate(undefined);
      const moment = scheduledMoment(form, new Date());
      if ('error' in moment) return fail('Invalid Schedule', moment.error);
      send.mutate(moment.sendAt);
    },
  };
}
