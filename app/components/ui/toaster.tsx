import { Toaster as Sonner } from "sonner";

/** Spec 01 §9: a toast stays 4-5 seconds and at most 3 are visible. */
export const TOAST_DURATION_MS = 4500;
export const TOAST_VISIBLE = 3;

export function Toaster() {
  return (
    <Sonner
      theme="dark"
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE}
      closeButton
      toastOptions={{
        classNames: {
          toast: "!bg-popover !text-popover-foreground !border-border",
          description: "!text-current",
          error: "!bg-destructive !text-destructive-foreground !border-destructive",
        },
      }}
    />
  );
}
