// Placeholder until its issue builds it.
export function DashboardPage() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-mono text-3xl font-bold">Dashboard</h1>
    </main>
  );
}
