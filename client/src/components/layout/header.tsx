import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button-variants';
import { useSession } from '@/lib/queries/user';
import { useT } from './i18n';
import { login } from './login';
import { Logo } from './logo';
import { NAV_ITEMS } from './nav-items';
import { ThemeToggle } from './theme-toggle';

// Loaded on first open: keeps the dialog primitive out of the first-load bundle.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

export interface HeaderProps {
  /** When given, LOGIN calls it (the landing and library pages open the sign-in dialog). */
  onLogin?: () => void;
}

// Native buttons with the button's classes, and clsx for the links: the header is on every first
// load, and `Button` would bring the class merger, which none of these classes need (they do not
// conflict; header.test.tsx holds them to what `Button` renders).
export function Header({ onLogin }: HeaderProps) {
  const t = useT();
  const { isAuthenticated } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [pathname] = useLocation();
  const items = NAV_ITEMS.filter((i) => !i.signedInOnly || isAuthenticated);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Logo />
        <nav aria-label={t('layout.nav.main')} className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <Link
              key={item.to}
              href={item.to}
              aria-current={pathname === item.to ? 'page' : undefined}
              className={(isActive) =>
                clsx(
                  'rounded px-3 py-2 font-mono text-sm font-semibold tracking-wider transition-colors hover:text-primary',
                  isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
                )
              }
            >
              {t(item.label)}
            </Link>
          ))}
          <ThemeToggle />
          {!isAuthenticated && (
            <button className={clsx(buttonVariants({ size: 'sm' }), 'ml-2')} onClick={() => login(onLogin)}>
              {t('layout.login')}
            </button>
          )}
        </nav>
        <div className="flex items-center gap-1 md:hidden">
          <ThemeToggle />
          <button
            className={clsx(buttonVariants({ variant: 'ghost', size: 'icon' }), 'md:hidden')}
            ref={menuButton}
            aria-label={t('layout.menu.open')}
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
          >
            <Menu />
          </button>
        </div>
      </div>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu
            returnFocusTo={menuButton}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            items={items}
            showLogin={!isAuthenticated}
            onLogin={onLogin}
          />
        </Suspense>
      )}
    </header>
  );
}
