// Placeholder until its issue builds it.
export function NotFoundPage() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-mono text-3xl font-bold">Page Not Found</h1>
    </main>
  );
}
