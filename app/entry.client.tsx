import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLocale } from "~/lib/locale";
import { NonceProvider } from "~/lib/nonce";
import { loadPortalTexts } from "~/lib/portal-texts";

// The page's CSP nonce, so the scripts React hydrates carry the value the server wrote. Browsers hide the attribute
// once the page is parsed, but keep it readable as the element's `nonce` property.
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";

// A portal page needs its language's texts to hydrate what the server wrote (decision 49): one chunk, loaded first.
const portalLocale = document.documentElement.dataset.portalLocale;
const ready = isLocale(portalLocale) ? loadPortalTexts(portalLocale) : Promise.resolve();

// Hydrating inside a transition lets React work in slices and yield to the browser between them.
ready.then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <NonceProvider value={nonce}>
          <HydratedRouter />
        </NonceProvider>
      </StrictMode>,
    );
  }),
);
