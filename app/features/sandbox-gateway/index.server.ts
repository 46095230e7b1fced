// The sandbox gateway stands in for PayHere (docs/decisions/0007-local-sandbox-gateway.md): an outside system that
// billing reaches only through the addresses it is configured with, as it would reach PayHere. Its routes use this;
// no feature imports it.

export {
  type SandboxApiAnswer,
  sandboxApiCall,
  sandboxBadToken,
  sandboxBearerValid,
  sandboxToken,
} from "./merchant-api.server";
export type { SandboxOrder } from "./order.server";
export {
  localPath,
  paySandboxOrder,
  readSandboxOrder,
  requireSandbox,
  sandboxMessages,
  sandboxOrderOpen,
  sandboxPaymentSchema,
} from "./payment-page.server";
