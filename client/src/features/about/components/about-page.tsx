import { LIBRARY_AGENT_COUNT } from '@common/agents/library-size';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { PrinciplesSection } from './principles-section';
import { TechFoundation } from './tech-foundation';

export function AboutPage() {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-16">
      <header className="max-w-3xl">
        <p className="font-mono text-xs font-bold tracking-widest text-primary">ABOUT AGENTOPS</p>
        <h1 className="mt-3 font-mono text-3xl font-bold tracking-wider sm:text-4xl">
          AI agents for everyone, on your own terms
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">
          AgentOps is a professional AI operations platform: a library of ready-made specialist agents and a flagship
          Email Assistant that individuals and businesses can use without writing code.
        </p>
      </header>

      <section aria-labelledby="mission-title" className="mt-16 rounded-lg border bg-card p-6 sm:p-8">
        <h2 id="mission-title" className="font-mono text-2xl font-bold tracking-wider">
          OUR MISSION
        </h2>
        <div className="mt-4 flex max-w-3xl flex-col gap-3 text-muted-foreground">
          <p>
            Capable AI should not require a team of engineers. We package expert knowledge into {LIBRARY_AGENT_COUNT}{' '}
            specialist agents across five categories, each with its own instructions, so anyone can get focused,
            professional help in minutes.
          </p>
          <p>
            You stay in control: you bring your own AI-provider API key, you see and pay for usage with your provider,
            and your key and conversations stay in your browser (unless you turn on encrypted cloud history).
          </p>
        </div>
      </section>

      <PrinciplesSection />
      <TechFoundation />

      <section aria-labelledby="about-cta-title" className="mt-16 rounded-lg border bg-accent p-8 text-center">
        <h2 id="about-cta-title" className="font-mono text-2xl font-bold tracking-wider text-accent-foreground">
          SEE THE AGENTS AT WORK
        </h2>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/library" className={buttonVariants({ size: 'lg' })}>
            BROWSE AGENT LIBRARY
          </Link>
          <Link href="/pricing" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            VIEW PRICING
          </Link>
        </div>
      </section>
    </main>
  );
}
