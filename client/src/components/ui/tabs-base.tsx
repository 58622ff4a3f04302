import { createContext, use, useId, useState, type ComponentProps, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * Accessible tabs without styles or a class merger, in the markup and keyboard model of Radix Tabs
 * (horizontal, automatic activation, looping): a tablist of role="tab" buttons with one tab stop,
 * the selected tab, moved with the arrow keys, Home and End (focusing a tab selects it), and
 * role="tabpanel" panels labelled by their tab. Radix Tabs and the primitives it shares came to
 * about 8 kB gzip of the library page's first load; this is what the app uses of them.
 * `ui/tabs.tsx` styles these for most pages; the library styles them itself (no tailwind-merge).
 */

interface TabsContextValue {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = use(TabsContext);
  if (!context) throw new Error(`${part} must be inside Tabs`);
  return context;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;
const ORIENTATION = 'horizontal';

interface TabsProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> {
  /** The selected tab, when the parent holds it. */
  value?: string;
  /** The tab selected first, when the tabs hold their own state. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const select = (next: string) => {
    if (next === (controlled ? value : own)) return;
    if (!controlled) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value: controlled ? value : own, select }}>
      <div dir="ltr" data-orientation={ORIENTATION} {...props} />
    </TabsContext>
  );
}

export function TabsList(props: ComponentProps<'div'>) {
  return <div role="tablist" aria-orientation={ORIENTATION} data-orientation={ORIENTATION} {...props} />;
}

/** The tab a key moves focus to, among the list's enabled tabs; undefined for any other key. */
function tabForKey(key: string, tabs: HTMLElement[], current: HTMLElement): HTMLElement | undefined {
  const at = tabs.indexOf(current);
  switch (key) {
    case 'ArrowLeft':
      return tabs[(at - 1 + tabs.length) % tabs.length];
    case 'ArrowRight':
      return tabs[(at + 1) % tabs.length];
    case 'Home':
    case 'PageUp':
      return tabs[0];
    case 'End':
    case 'PageDown':
      return tabs[tabs.length - 1];
    default:
      return undefined;
  }
}

interface TabsTriggerProps extends ComponentProps<'button'> {
  value: string;
}

export function TabsTrigger({ value, disabled, onMouseDown, onKeyDown, onFocus, ...props }: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;

  const mouseDown = (event: MouseEvent<HTMLButtonElement>) => {
    onMouseDown?.(event);
    // A plain left press selects; anything else (and any press on a disabled tab) leaves focus be.
    if (!disabled && event.button === 0 && !event.ctrlKey) tabs.select(value);
    else event.preventDefault();
  };

  const keyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (event.key === ' ' || event.key === 'Enter') {
      tabs.select(value);
      return;
    }
    if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
    const list = event.currentTarget.closest('[role="tablist"]');
    if (!list) return;
    const enabled = [...list.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
    const target = tabForKey(event.key, enabled, event.currentTarget);
    if (!target) return;
    event.preventDefault();
    // Focus selects (automatic activation), as a press would.
    target.focus();
  };

  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation={ORIENTATION}
      disabled={disabled}
      id={triggerId(tabs.baseId, value)}
      // One tab stop for the whole list: the selected tab.
      tabIndex={selected ? 0 : -1}
      onMouseDown={mouseDown}
      onKeyDown={keyDown}
      onFocus={(event) => {
        onFocus?.(event);
        if (!selected && !disabled) tabs.select(value);
      }}
      {...props}
    />
  );
}

interface TabsContentProps extends ComponentProps<'div'> {
  value: string;
  /** Keep the panel in the page while another tab is selected (its data-state says which). */
  forceMount?: boolean;
}

export function TabsContent({ value, forceMount, children, ...props }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  // Another tab's panel stays in the page, hidden and empty, so every tab's aria-controls names an
  // element; forceMount keeps its content as well (shown or hidden by its data-state).
  const present = selected || Boolean(forceMount);
  return (
    <div
      role="tabpanel"
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={ORIENTATION}
      aria-labelledby={triggerId(tabs.baseId, value)}
      id={contentId(tabs.baseId, value)}
      hidden={!present}
      tabIndex={0}
      {...props}
    >
      {present && children}
    </div>
  );
}
