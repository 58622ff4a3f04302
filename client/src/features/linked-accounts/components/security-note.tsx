import { ShieldCheck } from 'lucide-react';

/**
 * Reassures before linking: OAuth 2.0, passwords never stored; and, truthfully, what app passwords
 * mean, since those are a password the server does keep.
 */
export function SecurityNote() {
  return (
    <div className="flex gap-3 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
      <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <div className="grid gap-1">
        <p>
          <strong className="font-semibold">OAuth 2.0 is used and passwords are never stored.</strong> You sign in at
          your provider, and only the access it grants is kept, encrypted.
        </p>
        <p className="text-muted-foreground">
          iCloud (and Yahoo, where its OAuth is not set up) cannot be linked by OAuth: there you create an app-specific
          password, a separate password you can revoke at any time, never your main one. That app-specific password is
          stored encrypted.
        </p>
      </div>
    </div>
  );
}
