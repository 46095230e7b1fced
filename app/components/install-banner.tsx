import { DownloadIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";

/** docs/product.md, Shared interface: the banner appears 3 s after the browser offers installation, unless the app runs standalone. */
export const INSTALL_PROMPT_DELAY_MS = 3000;
/** docs/product.md, Shared interface: the service worker checks for a new version hourly. */
export const SW_UPDATE_INTERVAL_MS = 60 * 60 * 1000;

type InstallEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };

/** The prompt's words: the portal gives them in its person's language (decision 49). */
export type InstallTexts = { dialog: string; text: string; notNow: string; install: string };

const english: InstallTexts = {
  dialog: "Install Fli DESK",
  text: "Install Fli DESK for quick access to your projects.",
  notNow: "Not Now",
  install: "Install App",
};

export function InstallBanner({ texts = english }: { texts?: InstallTexts }) {
  const [offer, setOffer] = useState<InstallEvent | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let updates: number | undefined;
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker
        .register("/sw.js")
        .then((registration) => {
          updates = window.setInterval(() => registration.update().catch(() => {}), SW_UPDATE_INTERVAL_MS);
        })
        .catch(() => {});
    }
    let timer: number | undefined;
    const onOffer = (event: Event) => {
      event.preventDefault();
      if (window.matchMedia("(display-mode: standalone)").matches) return;
      setOffer(event as InstallEvent);
      timer = window.setTimeout(() => setVisible(true), INSTALL_PROMPT_DELAY_MS);
    };
    window.addEventListener("beforeinstallprompt", onOffer);
    return () => {
      window.removeEventListener("beforeinstallprompt", onOffer);
      if (timer) window.clearTimeout(timer);
      if (updates) window.clearInterval(updates);
    };
  }, []);

  if (!visible || !offer) return null;
  return (
    <InstallPrompt
      texts={texts}
      onInstall={async () => {
        setVisible(false);
        await offer.prompt();
        await offer.userChoice.catch(() => null);
        setOffer(null);
      }}
      onDismiss={() => setVisible(false)}
    />
  );
}

/**
 * The words on one line (two on a small phone) and the buttons under them: side by side, the four would squeeze
 * the words into a narrow column.
 */
function InstallPrompt({
  texts,
  onInstall,
  onDismiss,
}: {
  texts: InstallTexts;
  onInstall: () => void;
  onDismiss: () => void;
}) {
  return (
    <div
      role="dialog"
      aria-label={texts.dialog}
      className="fixed inset-x-4 bottom-4 z-50 mx-auto grid max-w-md gap-3 rounded-xl border border-border bg-popover p-4 shadow-xl"
    >
      <div className="flex items-center gap-3">
        <DownloadIcon className="size-6 shrink-0 text-primary" aria-hidden="true" />
        <p className="text-sm">{texts.text}</p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {texts.notNow}
        </Button>
        <Button size="sm" onClick={onInstall}>
          {texts.install}
        </Button>
      </div>
    </div>
  );
}
