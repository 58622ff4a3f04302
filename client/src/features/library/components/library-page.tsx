// Placeholder until its issue builds it.
export function LibraryPage() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-mono text-3xl font-bold">Agent Library</h1>
    </main>
  );
}
