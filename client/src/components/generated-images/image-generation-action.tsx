import { ImagePlus, Loader2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { IMAGE_MODEL_SPECS, type ImageGenerationInput } from '@common/image-generation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useT } from './i18n';
import { estimateText } from './image-format';
import { ImageSettingsFields } from './image-settings-fields';
import { updateImageSettings, useImageSettings } from './use-image-settings';

export interface ImageGenerationActionProps {
  /** The composer's text when the dialog opens: the prompt starts from it. */
  draft: string;
  disabled?: boolean;
  /**
   * Makes the images and keeps them in the conversation. Resolves with the text of what went wrong
   * (shown in the dialog, which stays open), or null when the images are in the chat.
   */
  onGenerate: (input: Required<ImageGenerationInput>, signal: AbortSignal) => Promise<string | null>;
}

/** "Generate image" beside the composer: the prompt, the settings and their cost, then Generate or Cancel. */
export function ImageGenerationAction({ draft, disabled, onGenerate }: ImageGenerationActionProps) {
  const t = useT();
  const id = useId();
  const settings = useImageSettings();
  const [open, setOpen] = useState(false);
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const promptMax = IMAGE_MODEL_SPECS[settings.model].promptMax;
  const tooLong = prompt.trim().length > promptMax;

  const changeOpen = (next: boolean) => {
    if (next) {
      setPrompt(draft.trim());
      setError(null);
    } else {
      // Closing while the image is being made cancels it: nothing is charged for a dropped request.
      controller.current?.abort();
      controller.current = null;
      setBusy(false);
    }
    setOpen(next);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !prompt.trim() || tooLong) return;
    const own = new AbortController();
    controller.current = own;
    setBusy(true);
    setError(null);
    const { model, size, quality, count } = settings;
    const failure = await onGenerate({ model, size, quality, n: count, prompt: prompt.trim() }, own.signal);
    if (controller.current !== own) return;
    controller.current = null;
    setBusy(false);
    if (failure === null) setOpen(false);
    else setError(failure);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" disabled={disabled}>
          <ImagePlus aria-hidden />
          {t('generated-images.action.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={(e) => void submit(e)} className="grid gap-4" aria-busy={busy}>
          <DialogHeader>
            <DialogTitle>{t('generated-images.action.title')}</DialogTitle>
            <DialogDescription>{t('generated-images.action.description')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-prompt`}>{t('generated-images.field.prompt')}</Label>
            <Textarea
              id={`${id}-prompt`}
              rows={4}
              value={prompt}
              disabled={busy}
              onChange={(e) => setPrompt(e.target.value)}
              aria-invalid={tooLong || undefined}
              aria-describedby={tooLong ? `${id}-too-long` : undefined}
              className="resize-y"
            />
            {tooLong && (
              <p id={`${id}-too-long`} className="text-xs text-destructive">
                {t('generated-images.action.promptTooLong', { max: promptMax })}
              </p>
            )}
          </div>
          <ImageSettingsFields settings={settings} onChange={updateImageSettings} disabled={busy} />
          <p className="font-mono text-xs text-muted-foreground">
            {estimateText(settings.model, settings.size, settings.quality, settings.count, t)}
          </p>
          {error && (
            <p role="alert" className="text-sm font-semibold text-destructive">
              {error}
            </p>
          )}
          <p role="status" className="sr-only">
            {busy ? t('generated-images.action.generating') : ''}
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
              {t('generated-images.action.cancel')}
            </Button>
            <Button type="submit" disabled={busy || !prompt.trim() || tooLong}>
              {busy ? <Loader2 className="animate-spin" aria-hidden /> : <ImagePlus aria-hidden />}
              {busy ? t('generated-images.action.generating') : t('generated-images.action.generate')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
