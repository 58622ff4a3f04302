import { useEffect, useRef, useState } from 'react';
import { pictureTextRefusal, readPictureText, type PictureTextResult } from '@/lib/attachments/read-picture-text';
import { chatErrorText } from '@/lib/messages/texts';
import { useProviderSettings } from '@/lib/provider-settings';
import { useAssistant } from '../assistant-context';
import { translate } from '../i18n';

/** The sentence shown for a picture whose text could not be had, or null (stopped: nothing to say). */
function problemText(result: PictureTextResult, name: string, model: string): string | null {
  if ('error' in result) return result.error;
  if (!('problem' in result)) return null;
  switch (result.problem) {
    case 'needs_key':
      return translate('email-assistant.analyze.picture.needsKey', { name });
    case 'cannot_see':
      return translate('email-assistant.analyze.picture.cannotSee', { name, model });
    case 'no_text':
      return translate('email-assistant.analyze.picture.noText', { name });
    case 'provider':
      return translate('email-assistant.analyze.picture.failed', { name, reason: chatErrorText(result.reason) });
    case 'aborted':
      return null;
  }
}

/**
 * Pictures dropped on the analyze tab: their text read by the user's own provider from this
 * browser (lib/attachments/read-picture-text.ts) and handed to `onText`; the picture never
 * reaches our server. Each refusal or failure goes to `report`, with the reason.
 */
export function usePictureText({
  onText,
  report,
}: {
  onText: (block: string, name: string) => void;
  report: (message: string) => void;
}) {
  const { ai } = useAssistant();
  const { visionOverride } = useProviderSettings();
  const [reading, setReading] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  // Leaving the tab stops the requests still running.
  const running = useRef(new Set<AbortController>());
  useEffect(() => {
    const set = running.current;
    return () => set.forEach((controller) => controller.abort());
  }, []);

  const add = (file: File) => {
    const settings = { ...ai, visionOverride };
    // No own key, or a model that cannot see: said at once, with no spinner first.
    const refusal = pictureTextRefusal(settings);
    if (refusal) return report(problemText({ problem: refusal }, file.name, ai.model)!);
    const controller = new AbortController();
    running.current.add(controller);
    setReading((prev) => [...prev, file.name]);
    setAnnouncement(translate('email-assistant.analyze.picture.reading', { name: file.name }));
    void readPictureText(file, { ...settings, signal: controller.signal }).then((result) => {
      running.current.delete(controller);
      if (controller.signal.aborted) return;
      setReading((prev) => {
        const at = prev.indexOf(file.name);
        return at < 0 ? prev : [...prev.slice(0, at), ...prev.slice(at + 1)];
      });
      if ('text' in result) {
        onText(result.text, file.name);
        setAnnouncement(translate('email-assistant.analyze.picture.added', { name: file.name }));
        return;
      }
      // Shown in the alert region under the box, which screen readers read out.
      const message = problemText(result, file.name, ai.model);
      if (message) report(message);
    });
  };

  return { add, reading, announcement };
}

export type PictureText = ReturnType<typeof usePictureText>;
