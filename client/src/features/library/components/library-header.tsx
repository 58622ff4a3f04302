import { ShieldCheck, UserRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

interface LibraryHeaderProps {
  signedIn: boolean;
  isAdmin: boolean;
  agentCount: number;
}

export function LibraryHeader({ signedIn, isAdmin, agentCount }: LibraryHeaderProps) {
  return (
    <header className="flex flex-col gap-4 border-b pb-6 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col gap-2">
        <p className="font-mono text-xs font-bold tracking-[0.2em] text-primary uppercase">Agent roster</p>
        <h1 className="font-mono text-2xl font-bold tracking-wider uppercase sm:text-3xl">Agent Library</h1>
        <p className="max-w-2xl text-sm text-muted-foreground sm:text-base">
          {agentCount} specialist agents across five categories. Pick one and open it in the dashboard to start working
          with your own API key.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2" aria-label="Access status" role="group">
        {signedIn ? (
          <Badge variant="success" className="gap-1.5 px-2.5 py-1">
            <ShieldCheck aria-hidden className="size-3.5" />
            AUTHORIZED
          </Badge>
        ) : (
          <Badge variant="outline" className="gap-1.5 px-2.5 py-1">
            <UserRound aria-hidden className="size-3.5" />
            GUEST MODE
          </Badge>
        )}
        {signedIn && isAdmin && <Badge className="px-2.5 py-1">ADMIN</Badge>}
      </div>
    </header>
  );
}
