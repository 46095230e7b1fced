import { createContext, useContext } from "react";

/** The CSP nonce of this response: server-rendered scripts carry it; in the browser it is empty. */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
