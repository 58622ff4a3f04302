import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { translate } from '../i18n';

const fail = (title: string, description: string) => toast({ variant: 'destructive', title, description });

function sentToast(status: OutboxStatus, sendAt: Date | undefined) {
  if (sendAt)
    return {
      title: translate('email-assistant.send.scheduled'),
      description: translate('email-assistant.send.scheduledText', { when: formatDateTime(sendAt) }),
    };
  if (status === 'uncertain')
    return {
      title: translate('email-assistant.send.sent'),
      description: translate('email-assistant.send.uncertainText'),
    };
  return {
    title: translate('email-assistant.send.sent'),
    description:
      status === 'sent' ? translate('email-assistant.send.sentText') : translate('email-assistant.send.onItsWay'),
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
      toast({
        title: translate('email-assistant.compose.generated'),
        description: translate('email-assistant.compose.generatedText'),
      });
      void queryClient.invalidateQueries({ queryKey: DRAFTS_QUERY_KEY });
    },
    onError: (err) =>
      fail(
        translate('email-assistant.compose.generateFailed'),
        errorMessage(err, translate('email-assistant.compose.generateFailedText')),
      ),
  });

  const send = useMutation({
    mutationFn: (sendAt: Date | undefined) =>
      sendEmail({
        to: form.to.trim(),
        subject: email?.subject.trim() || translate('email-assistant.common.noSubject'),
        body: email?.body ?? '',
        sendAt: sendAt?.toISOString(),
        accountId,
      }),
    onSuccess: (message, sendAt) => {
      void queryClient.invalidateQueries({ queryKey: OUTBOX_QUERY_KEY });
      // Accepted, but the immediate attempt failed: keep the email so it can be sent again.
      if (message.status === 'failed')
        return fail(
          translate('email-assistant.send.failed'),
          message.lastError || translate('email-assistant.send.failedText'),
        );
      toast(sentToast(message.status, sendAt));
      compose.reset();
    },
    onError: (err) =>
      fail(translate('email-assistant.send.failed'), errorMessage(err, translate('email-assistant.send.failedText'))),
  });

  return {
    generating: generate.isPending,
    sending: send.isPending,
    generate: () => {
      if (generate.isPending) return;
      if (!form.context.trim())
        return fail(
          translate('email-assistant.compose.contextRequired'),
          translate('email-assistant.compose.contextRequiredText'),
        );
      generate.mutate();
    },
    send: () => {
      if (send.isPending) return;
      if (!form.to.trim() || !email?.body.trim())
        return fail(translate('email-assistant.common.missingInformation'), translate(SEND_MESSAGES.missing));
      if (!form.isScheduled) return send.mutate(undefined);
      const moment = scheduledMoment(form, new Date());
      if ('error' in moment) return fail(translate('email-assistant.send.invalidSchedule'), translate(moment.error));
      send.mutate(moment.sendAt);
    },
  };
}
