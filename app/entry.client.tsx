import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { NonceProvider } from "~/lib/nonce";

// The page's CSP nonce, so the scripts React hydrates carry the value the server wrote. Browsers hide the attribute
// once the page is parsed, but keep it readable as the element's `nonce` property.
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";

// Hydrating inside a transition lets React work in slices and yield to the browser between them.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceProvider value={nonce}>
        <HydratedRouter />
      </NonceProvider>
    </StrictMode>,
  );
});
