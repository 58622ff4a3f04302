import { Link2, ShieldCheck } from 'lucide-react';

/** Stands in for email account linking until its own issue builds it. */
export function LinkedAccountsPlaceholder() {
  return (
    <div className="grid gap-4">
      <p className="flex gap-3 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
        <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        Mailboxes are linked through OAuth 2.0: your mailbox passwords are never stored.
      </p>
      <div className="flex min-h-[14rem] flex-col items-center justify-center gap-3 rounded-lg border border-dashed p-6 text-center">
        <Link2 className="size-10 text-primary" aria-hidden />
        <h3 className="font-mono text-lg font-bold tracking-wider">NO LINKED ACCOUNTS</h3>
        <p className="max-w-md text-sm text-muted-foreground">
          Linking Gmail, Outlook, Yahoo and iCloud mailboxes is coming with the email assistant&apos;s own issue.
          Automation features are available with the Pro plan.
        </p>
      </div>
    </div>
  );
}
