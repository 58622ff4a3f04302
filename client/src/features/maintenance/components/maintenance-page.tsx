// Placeholder: the TESTER ACCESS form is built with the maintenance gate.
export function MaintenancePage() {
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-16">
      <h1 className="font-mono text-3xl font-bold">MAINTENANCE MODE</h1>
    </main>
  );
}
