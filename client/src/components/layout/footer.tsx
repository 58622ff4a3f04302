import { ShieldCheck, Lock } from 'lucide-react';
import { Link } from 'wouter';
import { usePublicConfig } from '@/lib/public-config';
import { Logo } from './logo';

const headingClass = 'mb-3 font-mono text-xs font-bold tracking-widest text-foreground';
const linkClass = 'text-sm text-muted-foreground hover:text-primary';

export function Footer() {
  const { data: config } = usePublicConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-card/50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="text-sm text-muted-foreground">
            Professional AI operations platform. Secure agent interaction protocols.
          </p>
          <div className="flex flex-wrap gap-2">
            <span className="inline-flex items-center gap-1 rounded border px-2 py-1 font-mono text-[11px] font-bold tracking-wider text-success">
              <ShieldCheck className="size-3.5" aria-hidden /> SOC 2 COMPLIANT
            </span>
            <span className="inline-flex items-center gap-1 rounded border px-2 py-1 font-mono text-[11px] font-bold tracking-wider text-primary">
              <Lock className="size-3.5" aria-hidden /> AES-256 ENCRYPTION
            </span>
          </div>
        </div>
        <nav aria-label="Platform">
          <h2 className={headingClass}>Platform</h2>
          <ul className="flex flex-col gap-2">
            <li>
              <Link className={linkClass} href="/library">
                Agent Library
              </Link>
            </li>
            <li>
              <Link className={linkClass} href="/dashboard">
                Dashboard
              </Link>
            </li>
            <li>
              <Link className={linkClass} href="/pricing">
                Pricing
              </Link>
            </li>
            <li>
              <Link className={linkClass} href="/about">
                About
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Support">
          <h2 className={headingClass}>Support</h2>
          <ul className="flex flex-col gap-2">
            <li>
              <Link className={linkClass} href="/faqs">
                FAQ
              </Link>
            </li>
            <li>
              <a className={linkClass} href={`mailto:${config?.supportEmail ?? ''}`}>
                Contact Support
              </a>
            </li>
            <li>
              <a className={linkClass} href={config?.docsUrl} target="_blank" rel="noopener noreferrer">
                Documentation
              </a>
            </li>
            <li>
              <a className={linkClass} href={config?.statusUrl} target="_blank" rel="noopener noreferrer">
                System Status
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Security and legal">
          <h2 className={headingClass}>Security &amp; Legal</h2>
          <ul className="flex flex-col gap-2">
            <li>
              <Link className={linkClass} href="/privacy-policy">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className={linkClass} href="/terms-of-service">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link className={linkClass} href="/security">
                Security
              </Link>
            </li>
            <li>
              <Link className={linkClass} href="/data-handling">
                Data Handling
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-4 text-xs text-muted-foreground sm:flex-row">
          <p>© {year} AgentOps. All rights reserved.</p>
          <p className="flex gap-4">
            <a
              className="hover:text-primary"
              href="https://github.com/agentops"
              target="_blank"
              rel="noopener noreferrer"
            >
              GitHub
            </a>
            <a
              className="hover:text-primary"
              href="https://replit.com/@agentops"
              target="_blank"
              rel="noopener noreferrer"
            >
              Replit
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
