import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { buttonVariants } from './button';
import { useT } from './i18n';
import { Input } from './input';

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /**
   * Accessible name of the show/hide toggle, whose state is announced through aria-pressed; a pair
   * names each state instead ("Show code" / "Hide code").
   */
  toggleLabel?: string | { show: string; hide: string };
  /** lg: the taller field of the stand-alone forms (maintenance access code, the onboarding key). */
  size?: 'default' | 'lg';
  /** Whether the text is shown, when the caller keeps that state (it outlives this field). */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
}

const TOGGLE_CLASSES = {
  default:
    'absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:size-4',
  lg: cn(
    buttonVariants({ variant: 'ghost', size: 'icon' }),
    'absolute top-1/2 right-0.5 size-10 -translate-y-1/2 text-muted-foreground hover:text-foreground',
  ),
};

/**
 * The one masked field with a show/hide toggle (passwords, codes, API keys). The toggle stays
 * reachable by keyboard and never submits the form.
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  ({ className, toggleLabel, size = 'default', visible: visibleProp, onVisibleChange, disabled, ...props }, ref) => {
    const t = useT();
    const [ownVisible, setOwnVisible] = useState(false);
    const visible = visibleProp ?? ownVisible;
    const toggle = () => {
      if (visibleProp === undefined) setOwnVisible(!visible);
      onVisibleChange?.(!visible);
    };
    const Icon = visible ? EyeOff : Eye;
    const label =
      toggleLabel === undefined
        ? t('ui.passwordInput.show')
        : typeof toggleLabel === 'string'
          ? toggleLabel
          : visible
            ? toggleLabel.hide
            : toggleLabel.show;
    return (
      <div className="relative">
        <Input
          ref={ref}
          type={visible ? 'text' : 'password'}
          className={cn(size === 'lg' ? 'h-11 pr-12' : 'pr-11', className)}
          disabled={disabled}
          {...props}
        />
        <button
          type="button"
          aria-label={label}
          aria-pressed={visible}
          aria-controls={props.id}
          disabled={disabled}
          onClick={toggle}
          className={TOGGLE_CLASSES[size]}
        >
          <Icon aria-hidden />
        </button>
      </div>
    );
  },
);
PasswordInput.displayName = 'PasswordInput';
