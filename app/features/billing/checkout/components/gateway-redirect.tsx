import { useEffect, useRef } from "react";
import type { GatewayForm } from "../checkout-form";

/** Posts the signed form to the gateway: a real browser form post, as PayHere expects. */
export function GatewayRedirect({ gateway }: { gateway: GatewayForm }) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.submit();
  }, []);
  return (
    <form ref={ref} method="post" action={gateway.url} aria-hidden="true" className="hidden">
      {Object.entries(gateway.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
