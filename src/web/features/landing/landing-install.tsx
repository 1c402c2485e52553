import { CheckCircle2, Share, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useInstallPrompt } from '../../lib/install-prompt.ts';
import { registerServiceWorker } from '../../lib/service-worker.ts';

/**
 * "Add to Home Screen": the browser's own install prompt where it offers one, the Share-menu
 * steps in iOS Safari, and otherwise where to find it in the browser's menu. Rendered (and
 * prerendered) with the general steps first; the browser's real options replace them.
 */
export function LandingInstall() {
  const install = useInstallPrompt();
  const [outcome, setOutcome] = useState<string | null>(null);

  // Browsers offer to install only a site with a service worker; registered once the page has
  // loaded, so it costs the first visit nothing.
  useEffect(() => {
    if (document.readyState === 'complete') {
      registerServiceWorker();
      return;
    }
    window.addEventListener('load', registerServiceWorker, { once: true });
    return () => window.removeEventListener('load', registerServiceWorker);
  }, []);

  async function onInstall() {
    const result = await install.prompt();
    if (result === 'dismissed') setOutcome('No problem: the button stays here for later.');
  }

  return (
    <section
      id="install"
      aria-labelledby="install-title"
      className="scroll-mt-6 border-t border-border py-16 md:py-20"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-5 md:flex-row md:items-center md:justify-between md:px-8">
        <div className="max-w-xl">
          <span className="grid size-11 place-items-center rounded-xl bg-brand-soft text-brand-soft-foreground">
            <Smartphone className="size-5.5" aria-hidden="true" />
          </span>
          <h2 id="install-title" className="mt-4 text-title font-bold">
            Odo on your home screen
          </h2>
          <p className="mt-2 text-base text-muted-foreground">
            Install Odo like an app: it opens full screen from your home screen, no app store
            needed.
          </p>
        </div>
        <div className="min-h-12 md:max-w-sm" aria-live="polite">
          {install.installed ? (
            <p className="flex items-center gap-2 font-semibold text-success">
              <CheckCircle2 className="size-5" aria-hidden="true" />
              Odo is installed on this device.
            </p>
          ) : install.canInstall ? (
            <Button size="lg" onClick={() => void onInstall()}>
              <Smartphone aria-hidden="true" />
              Add to Home Screen
            </Button>
          ) : install.iosInstructions ? (
            <p className="text-[0.9375rem]">
              In Safari, tap{' '}
              <strong className="inline-flex items-center gap-1 font-semibold">
                Share
                <Share className="size-4" aria-label="(the square with an arrow)" />
              </strong>
              , then <strong className="font-semibold">Add to Home Screen</strong>.
            </p>
          ) : (
            <p className="text-[0.9375rem] text-muted-foreground">
              On your phone, open your browser&apos;s menu and choose{' '}
              <strong className="font-semibold text-foreground">Add to Home Screen</strong> or{' '}
              <strong className="font-semibold text-foreground">Install app</strong>.
            </p>
          )}
          {outcome ? <p className="mt-2 text-sm text-muted-foreground">{outcome}</p> : null}
        </div>
      </div>
    </section>
  );
}
