import { createContext, useContext } from "react";

/** The CSP nonce of this response: set by entry.server, and in the browser read back from the page (entry.client). */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
