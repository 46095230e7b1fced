import { useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { useNonce } from "~/lib/nonce";
import { siteConfig } from "../config";

/** docs/product.md, Public site: the brand name typed one letter per 150 ms, 3 s in all. */
export const SPLASH_MS = 3000;
export const SPLASH_LETTER_MS = 150;
const SEEN_KEY = "splash-seen";

// Runs before the first paint: a visitor who saw the splash this browser session, who came for a section of the
// page (/#contact from another page's menu), or who asks for reduced motion, never sees it. Without JavaScript, CSS plays it once and fades it out.
const decideScript = `try{var d=document.documentElement;if(location.hash||sessionStorage.getItem("${SEEN_KEY}")||matchMedia("(prefers-reduced-motion: reduce)").matches){d.dataset.splash="off"}else{sessionStorage.setItem("${SEEN_KEY}","1");d.dataset.splash="on"}}catch(e){}`;

/**
 * For a visit that reached home by a client-side navigation, where the script above never ran. `forSection`: a
 * menu link on another page asked for a section of home (it navigates with the section in its state).
 */
function decideNow(forSection: boolean) {
  try {
    if (
      forSection ||
      window.location.hash ||
      sessionStorage.getItem(SEEN_KEY) ||
      window.matchMedia("(prefers-reduced-motion: reduce)").matches
    )
      return false;
    sessionStorage.setItem(SEEN_KEY, "1");
    return true;
  } catch {
    return false;
  }
}

const noSubscription = () => () => {};

/**
 * True while React hydrates the server's HTML, false when the component mounts in the browser later. The script
 * above belongs to the server's HTML only: put in by a client-side render it would carry no nonce, and the
 * browser would refuse it (a CSP violation in the console) where it has nothing to decide anyway.
 */
function useServerHtml() {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** The name keeps its full width from the first frame (centred); its letters are lit one by one, caret after the last. */
function TypedName() {
  const letters = [...siteConfig.brandName];
  return (
    <p className="whitespace-nowrap font-display text-5xl font-bold text-foreground sm:text-7xl">
      {letters.map((letter, i) => {
        const typedAt = { animationDelay: `${i * SPLASH_LETTER_MS}ms` };
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: letters repeat; their place is their identity.
          <span key={i} className="splash-letter" style={typedAt}>
            {letter === " " ? "\u00a0" : letter}
            <span className="splash-caret" style={typedAt} />
          </span>
        );
      })}
    </p>
  );
}

export function Splash() {
  const nonce = useNonce();
  const serverHtml = useServerHtml();
  const [visible, setVisible] = useState(true);
  // Read once, at the first paint: the splash is decided then and never comes back while the visitor is on home.
  const forSection = useRef(Boolean((useLocation().state as { section?: string } | null)?.section));

  // Before the first paint, so a visitor who should not see it never does.
  useLayoutEffect(() => {
    const decided = document.documentElement.dataset.splash;
    if (decided === "off" || (decided !== "on" && !decideNow(forSection.current))) {
      document.documentElement.dataset.splash = "off";
      setVisible(false);
      return;
    }
    const hide = () => {
      document.documentElement.dataset.splash = "off";
      setVisible(false);
    };
    const timer = window.setTimeout(hide, SPLASH_MS);
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && hide();
    window.addEventListener("keydown", onKey);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("keydown", onKey);
    };
  }, []);

  if (!visible) return null;
  return (
    <>
      <div
        className="splash fixed inset-0 z-[100] flex items-center justify-center bg-background"
        data-testid="splash"
        aria-hidden="true"
        onClick={() => {
          document.documentElement.dataset.splash = "off";
          setVisible(false);
        }}
      >
        <TypedName />
      </div>
      {serverHtml && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, allowed by the CSP nonce.
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: decideScript }} />
      )}
    </>
  );
}
