import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Lock, X } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useT } from './i18n';
import { login } from './login';
import type { NavItem } from './nav-items';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavItem[];
  showLogin: boolean;
  onLogin?: () => void;
  /** The button that opened the menu: it is opened from code, so Radix has no trigger to refocus. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The small-screen menu: a 300 px panel sliding in from the right; choosing anything closes it. */
export function MobileMenu({ open, onOpenChange, items, showLogin, onLogin, returnFocusTo }: MobileMenuProps) {
  const t = useT();
  const close = () => onOpenChange(false);
  const [pathname] = useLocation();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[300px] max-w-full flex-col border-l bg-card p-6 shadow-xl"
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="mb-6 flex items-center justify-between">
            <DialogPrimitive.Title className="font-mono text-sm font-bold tracking-widest">
              {t('layout.menu.title')}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="rounded p-1 opacity-70 hover:opacity-100"
              aria-label={t('layout.menu.close')}
            >
              <X className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <nav aria-label={t('layout.menu.nav')} className="flex flex-col gap-1">
            {items.map((item) => (
              <Link
                key={item.to}
                href={item.to}
                aria-current={pathname === item.to ? 'page' : undefined}
                onClick={close}
                className={(isActive) =>
                  cn(
                    'rounded px-3 py-3 font-mono text-sm font-semibold tracking-wider',
                    isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:text-foreground',
                  )
                }
              >
                {t(item.label)}
              </Link>
            ))}
          </nav>
          {showLogin && (
            <Button
              className="mt-4"
              onClick={() => {
                close();
                login(onLogin);
              }}
            >
              {t('layout.login')}
            </Button>
          )}
          <p className="mt-auto flex items-center gap-2 border-t pt-4 font-mono text-xs tracking-widest text-success">
            <Lock className="size-3.5" aria-hidden /> {t('layout.menu.secure')}
          </p>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
