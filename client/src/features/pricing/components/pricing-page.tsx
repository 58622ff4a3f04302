// Placeholder until its issue builds it.
export function PricingPage() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-mono text-3xl font-bold">Pricing</h1>
    </main>
  );
}
