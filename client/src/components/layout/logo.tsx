import { Cpu } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from './i18n';

export function Logo() {
  const t = useT();
  return (
    <Link
      href="/"
      className="flex items-center gap-2 font-mono text-base font-bold tracking-widest"
      aria-label={t('layout.home')}
    >
      <Cpu className="size-6 text-primary" aria-hidden />
      <span>
        AGENT<span className="text-primary">OPS</span>
      </span>
    </Link>
  );
}
