import { useState, type ComponentProps } from 'react';
import { joinClasses, type JoinClasses } from '@/lib/join-classes';

interface SwitchProps extends Omit<ComponentProps<'button'>, 'value' | 'defaultChecked' | 'onChange'> {
  /** On or off, when the parent holds the state. */
  checked?: boolean;
  /** On or off at first, when the switch holds its own state. */
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  required?: boolean;
}

/**
 * An on/off switch (button role="switch" with aria-checked, operable with Space and Enter), in the
 * markup of Radix Switch: the button and its thumb carry data-state="checked" or "unchecked". Radix
 * Switch and the primitives it needs were 2 to 3 kB of the dashboard's first load; no switch of the
 * app is read through a native form, which is all Radix's hidden checkbox added.
 */
export function createSwitch(join: JoinClasses) {
  return function Switch({
    checked: checkedProp,
    defaultChecked = false,
    onCheckedChange,
    required,
    disabled,
    className,
    onClick,
    ...props
  }: SwitchProps) {
    const [own, setOwn] = useState(defaultChecked);
    const checked = checkedProp ?? own;
    const state = checked ? 'checked' : 'unchecked';
    return (
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-required={required}
        data-state={state}
        data-disabled={disabled ? '' : undefined}
        disabled={disabled}
        value="on"
        className={join(
          'inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-muted-foreground',
          className,
        )}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented) return;
          if (checkedProp === undefined) setOwn(!checked);
          onCheckedChange?.(!checked);
        }}
        {...props}
      >
        <span
          data-state={state}
          data-disabled={disabled ? '' : undefined}
          className="pointer-events-none block size-5 rounded-full bg-background shadow-lg ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
        />
      </button>
    );
  };
}

/** `ui/switch`'s Switch without the class merger, for the dashboard's first screen. */
export const Switch = createSwitch(joinClasses);
