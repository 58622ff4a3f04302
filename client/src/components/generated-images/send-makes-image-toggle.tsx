import { useId } from 'react';
import { Switch } from '@/components/ui/switch';
import { useT } from './i18n';
import { estimateText, modelName, qualityName, sizeName } from './image-format';
import { updateImageSettings, useImageSettings } from './use-image-settings';

/**
 * The Image Generator's switch: on, Send makes an image from the message with the settings last
 * chosen (shown with their cost); off, Send asks the agent for prompt advice as in any chat.
 */
export function SendMakesImageToggle({ disabled }: { disabled?: boolean }) {
  const t = useT();
  const id = useId();
  const settings = useImageSettings();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-switch`}
          checked={settings.sendMakesImage}
          disabled={disabled}
          onCheckedChange={(sendMakesImage) => updateImageSettings({ sendMakesImage })}
          aria-describedby={`${id}-hint`}
        />
        <label htmlFor={`${id}-switch`} className="text-sm font-medium">
          {t('generated-images.toggle.label')}
        </label>
      </div>
      <p id={`${id}-hint`} className="font-mono text-[11px] text-muted-foreground">
        {settings.sendMakesImage
          ? t('generated-images.toggle.on', {
              settings: [modelName(settings.model), sizeName(settings.size, t), qualityName(settings.quality, t)].join(
                ' · ',
              ),
              cost: estimateText(settings.model, settings.size, settings.quality, settings.count, t),
            })
          : t('generated-images.toggle.off')}
      </p>
    </div>
  );
}
