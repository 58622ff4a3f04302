import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMAIL_AI_MESSAGES } from '@common/schemas/email-ai';
import { toast } from '@/lib/toast';
import { useAssistant } from '../assistant-context';
import { composeEmail } from '../api/email-ai-api';
import { DRAFTS_QUERY_KEY, errorMessage } from '../api/email-store-api';
import { OUTBOX_QUERY_KEY, sendEmail } from '../api/outbox-api';
import { fromGenerated, optional, scheduledMoment, SEND_MESSAGES } from '../compose-model';

const fail = (title: string, description: string) => toast({ variant: 'destructive', title, description });

/** Generate and Send, with the checks and toasts of the specification (sections 4, 5 and 8). */
export function useComposeActions(accountId: string | undefined) {
  const { ai, compose } = useAssistant();
  const queryClient = useQueryClient();
  const { form, email } = compose;

  const generate = useMutation({
    mutationFn: () =>
      composeEmail(ai, {
        type: form.type,
        tone: form.tone,
        length: form.length,
        to: optional(form.to),
        cc: optional(form.cc),
        bcc: optional(form.bcc),
        subject: optional(form.subject),
        context: form.context.trim(),
      }),
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
    onSuccess: (_res, sendAt) => {
      toast(
        sendAt
          ? { title: 'Email Scheduled', description: `Your email will be sent ${sendAt.toLocaleString()}.` }
          : { title: 'Email Sent', description: `Your email to ${form.to.trim()} is on its way.` },
      );
      compose.reset();
      void queryClient.invalidateQueries({ queryKey: OUTBOX_QUERY_KEY });
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
