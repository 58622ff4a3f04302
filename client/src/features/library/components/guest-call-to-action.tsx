import { LogIn } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { useT } from '../i18n';

export function GuestCallToAction({ onSignIn }: { onSignIn: () => void }) {
  const t = useT();
  return (
    <section
      aria-labelledby="library-get-started"
      className="mt-12 flex flex-col items-center gap-4 rounded-lg border border-primary/40 bg-accent/40 px-6 py-10 text-center"
    >
      <h2 id="library-get-started" className="font-mono text-xl font-bold tracking-wide sm:text-2xl">
        {t('library.guest.title')}
      </h2>
      <p className="max-w-xl text-sm text-muted-foreground sm:text-base">{t('library.guest.text')}</p>
      {/* A native button with Button's classes: no class merger in the library's first load. */}
      <button className={buttonVariants({ size: 'lg' })} onClick={onSignIn}>
        <LogIn aria-hidden />
        {t('library.guest.signIn')}
      </button>
    </section>
  );
}
