import { CheckCircle2Icon, XCircleIcon, XIcon } from "lucide-react";
import { useSyncExternalStore } from "react";
import { useSharedText } from "~/lib/portal-texts";
import { cn } from "~/lib/utils";

/** docs/product.md, Shared interface: a toast stays 4-5 seconds and at most 3 are visible. */
export const TOAST_DURATION_MS = 4500;
export const TOAST_VISIBLE = 3;

export type ToastType = "success" | "error" | "info";
export type Toast = { id: number; type: ToastType; title: string; description?: string };

// A tiny module-level store: any code may raise a toast, the one <Toaster/> shows them.
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const EMPTY: Toast[] = [];

export function currentToasts() {
  return toasts;
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function showToast(type: ToastType, title: string, description?: string) {
  const id = nextId++;
  toasts = [...toasts, { id, type, title, description }];
  emit();
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

export const toast = {
  success: (title: string, options?: { description?: string }) => showToast("success", title, options?.description),
  error: (title: string, options?: { description?: string }) => showToast("error", title, options?.description),
  info: (title: string, options?: { description?: string }) => showToast("info", title, options?.description),
};

/** The newest toasts, at most three, oldest first. */
export function visibleToasts(list: Toast[]) {
  return list.slice(-TOAST_VISIBLE);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Where toasts appear: in the bottom right corner by default. A page whose form ends in its main button in the
 * right column (checkout's Pay) has them aside: on a phone at the top, under the site's header, over the fields
 * already filled in; on a wide screen bottom left, over the order summary beside the form. Either way an error
 * never covers the button it is about, nor the fields and messages next to it.
 */
export type ToastPlacement = "corner" | "aside";

export function Toaster({ placement = "corner" }: { placement?: ToastPlacement }) {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
  // The portal's words inside the portal, English on the public site (decision 49).
  const label = useSharedText((m) => m.ui_notifications(), "Notifications");
  const dismiss = useSharedText((m) => m.ui_dismiss_notification(), "Dismiss notification");
  return (
    <section
      aria-label={label}
      data-placement={placement}
      className={cn(
        "pointer-events-none fixed z-[90] w-[calc(100%-2rem)] max-w-sm",
        placement === "aside" ? "right-4 top-20 lg:top-auto lg:right-auto lg:bottom-4 lg:left-4" : "right-4 bottom-4",
      )}
    >
      <div aria-live="polite" className="flex flex-col gap-2">
        {visibleToasts(list).map((t) => (
          <div
            key={t.id}
            role={t.type === "error" ? "alert" : "status"}
            data-type={t.type}
            className={cn(
              "pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-xl",
              t.type === "error"
                ? "border-destructive bg-destructive text-destructive-foreground"
                : "border-border bg-popover text-popover-foreground",
            )}
          >
            {t.type === "error" ? (
              <XCircleIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            ) : (
              <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-success-text" aria-hidden="true" />
            )}
            <div className="flex-1">
              <p className="text-sm font-semibold">{t.title}</p>
              {t.description && <p className="mt-0.5 text-sm opacity-90">{t.description}</p>}
            </div>
            <button
              type="button"
              onClick={() => dismissToast(t.id)}
              className="rounded-sm opacity-80 hover:opacity-100"
              aria-label={dismiss}
            >
              <XIcon className="size-4" aria-hidden="true" />
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
