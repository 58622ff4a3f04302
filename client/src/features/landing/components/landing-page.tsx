import { CapabilityCards } from './capability-cards';
import { ClosingCta } from './closing-cta';
import { EmailAssistantHighlight } from './email-assistant-highlight';
import { HeroSection } from './hero-section';

/** Public home for signed-out visitors. It is in the first-load bundle: keep it plain JSX. */
export function LandingPage() {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4">
      <HeroSection />
      <CapabilityCards />
      <EmailAssistantHighlight />
      <ClosingCta />
    </main>
  );
}
