import { Cpu } from 'lucide-react';
import { Link } from 'wouter';

export function Logo() {
  return (
    <Link
      href="/"
      className="flex items-center gap-2 font-mono text-base font-bold tracking-widest"
      aria-label="AgentOps home"
    >
      <Cpu className="size-6 text-primary" aria-hidden />
      <span>
        AGENT<span className="text-primary">OPS</span>
      </span>
    </Link>
  );
}
