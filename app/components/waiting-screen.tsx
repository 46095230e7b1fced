import { Loader2Icon } from "lucide-react";
import type { ReactNode } from "react";

/** A page that waits for something the server is doing (a payment being confirmed, a draft being opened). */
export function WaitingScreen({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-[70vh] items-center justify-center px-4 pb-16 pt-28">
      <div className="text-center" role="status">
        <Loader2Icon className="mx-auto size-12 animate-spin text-primary" aria-hidden="true" />
        {children}
      </div>
    </main>
  );
}
