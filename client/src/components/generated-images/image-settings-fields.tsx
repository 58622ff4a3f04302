import { useId } from 'react';
import { IMAGE_MODELS, isImageModel } from '@common/image-generation';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { countLimit, type ImageSettings } from '@/lib/image-generation/image-settings';
import { useT } from './i18n';
import { modelName, qualitiesOf, qualityName, sizeName, sizesOf } from './image-format';

interface ImageSettingsFieldsProps {
  settings: ImageSettings;
  onChange: (change: Partial<ImageSettings>) => void;
  disabled?: boolean;
}

/** Model, size, quality and count: each list holds only what the chosen model takes. */
export function ImageSettingsFields({ settings, onChange, disabled }: ImageSettingsFieldsProps) {
  const t = useT();
  const id = useId();
  const counts = Array.from({ length: countLimit(settings.model) }, (_, i) => i + 1);
  const field = 'grid gap-1.5';
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className={field}>
        <Label htmlFor={`${id}-model`}>{t('generated-images.field.model')}</Label>
        <NativeSelect
          id={`${id}-model`}
          value={settings.model}
          disabled={disabled}
          onChange={(e) => {
            if (isImageModel(e.target.value)) onChange({ model: e.target.value });
          }}
        >
          {IMAGE_MODELS.map((model) => (
            <option key={model} value={model}>
              {modelName(model)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={field}>
        <Label htmlFor={`${id}-size`}>{t('generated-images.field.size')}</Label>
        <NativeSelect
          id={`${id}-size`}
          value={settings.size}
          disabled={disabled}
          onChange={(e) => onChange({ size: e.target.value })}
        >
          {sizesOf(settings.model).map((size) => (
            <option key={size} value={size}>
              {sizeName(size, t)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={field}>
        <Label htmlFor={`${id}-quality`}>{t('generated-images.field.quality')}</Label>
        <NativeSelect
          id={`${id}-quality`}
          value={settings.quality}
          disabled={disabled || qualitiesOf(settings.model).length < 2}
          onChange={(e) => onChange({ quality: e.target.value })}
        >
          {qualitiesOf(settings.model).map((quality) => (
            <option key={quality} value={quality}>
              {qualityName(quality, t)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={field}>
        <Label htmlFor={`${id}-count`}>{t('generated-images.field.count')}</Label>
        <NativeSelect
          id={`${id}-count`}
          value={settings.count}
          disabled={disabled || counts.length < 2}
          onChange={(e) => onChange({ count: Number(e.target.value) })}
        >
          {counts.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
