import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-title" className="my-12 rounded-lg border bg-accent p-8 text-center sm:p-12">
      <h2 id="closing-title" className="font-mono text-2xl font-bold tracking-wider text-accent-foreground">
        READY FOR YOUR FIRST MISSION?
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-accent-foreground">
        Choose a specialist, add your API key and get results in minutes. No code, no infrastructure, no lock-in.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/dashboard" className={buttonVariants({ size: 'lg' })}>
          BEGIN MISSION
          <ArrowRight aria-hidden />
        </Link>
        <Link href="/about" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          LEARN MORE
        </Link>
      </div>
    </section>
  );
}
