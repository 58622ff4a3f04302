import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function GuestCallToAction({ onSignIn }: { onSignIn: () => void }) {
  return (
    <section
      aria-labelledby="library-get-started"
      className="mt-12 flex flex-col items-center gap-4 rounded-lg border border-primary/40 bg-accent/40 px-6 py-10 text-center"
    >
      <h2 id="library-get-started" className="font-mono text-xl font-bold tracking-wide sm:text-2xl">
        Ready to Get Started?
      </h2>
      <p className="max-w-xl text-sm text-muted-foreground sm:text-base">
        Sign in to open any agent in your dashboard. Bring your own API key: it stays in your browser, and setup takes
        about 2 minutes.
      </p>
      <Button size="lg" onClick={onSignIn}>
        <LogIn aria-hidden />
        Sign In to Access Agents
      </Button>
    </section>
  );
}
