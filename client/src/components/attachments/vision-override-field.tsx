import type { VisionOverride } from '@common/vision';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from './i18n';

/**
 * "This model can see images": Automatic asks the table in common/vision.ts by model name; Yes or
 * No is for a model it cannot know (a local vision model, a provider's own names).
 */
export function VisionOverrideField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: VisionOverride;
  onChange: (value: VisionOverride) => void;
}) {
  const t = useT();
  return (
    <div className="grid gap-1.5 sm:max-w-xs">
      <Label htmlFor={id}>{t('attachments.vision.label')}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as VisionOverride)}
        aria-describedby={`${id}-hint`}
      >
        <option value="auto">{t('attachments.vision.auto')}</option>
        <option value="yes">{t('attachments.vision.yes')}</option>
        <option value="no">{t('attachments.vision.no')}</option>
      </NativeSelect>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('attachments.vision.hint')}
      </p>
    </div>
  );
}
