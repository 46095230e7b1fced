import { ChevronDownIcon } from "lucide-react";
import { type ComponentProps, createContext, type KeyboardEvent, type ReactNode, use, useId, useState } from "react";
import { cn } from "~/lib/utils";

/*
 * Folds that open one at a time (the FAQs, the careers page's openings), as WAI-ARIA's accordion pattern: each
 * header holds a button with `aria-expanded` and `aria-controls`, its panel is a labelled region, and the arrow keys,
 * Home and End move between the headers. Written here rather than taken from Radix: the public pages hydrate them,
 * and these few lines cost a fraction of Radix's contexts, collections and presence per fold. A closed fold renders
 * no panel, so a page does not hydrate what nobody opened.
 */

type Folds = { open: string | null; toggle: (value: string) => void };
const FoldsContext = createContext<Folds>({ open: null, toggle: () => {} });
type Fold = { open: boolean; toggle: () => void; triggerId: string; panelId: string };
const FoldContext = createContext<Fold | null>(null);

function useFold() {
  const fold = use(FoldContext);
  if (!fold) throw new Error("An accordion's trigger and panel belong inside an AccordionItem.");
  return fold;
}

/** Up, Down, Home and End move focus between the accordion's headers (the pattern's optional keys). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"];
  const current = event.target as HTMLElement;
  if (!keys.includes(event.key) || !current.matches("[data-accordion-trigger]")) return;
  const triggers = [...event.currentTarget.querySelectorAll<HTMLElement>("[data-accordion-trigger]")];
  const at = triggers.indexOf(current);
  const next = {
    ArrowDown: triggers[(at + 1) % triggers.length],
    ArrowUp: triggers[(at - 1 + triggers.length) % triggers.length],
    Home: triggers[0],
    End: triggers[triggers.length - 1],
  }[event.key];
  event.preventDefault();
  next?.focus();
}

/** The folds: at most one open, and the open one closes again when its header is pressed. */
export function Accordion({ className, children }: { className?: string; children: ReactNode }) {
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (value: string) => setOpen((current) => (current === value ? null : value));
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys move focus between the buttons inside; the pattern puts no role on the group.
    <div className={className} onKeyDown={moveFocus}>
      <FoldsContext value={{ open, toggle }}>{children}</FoldsContext>
    </div>
  );
}

export function AccordionItem({ value, className, ...props }: ComponentProps<"div"> & { value: string }) {
  const folds = use(FoldsContext);
  const id = useId();
  const open = folds.open === value;
  const fold = { open, toggle: () => folds.toggle(value), triggerId: `${id}-trigger`, panelId: `${id}-panel` };
  return (
    <FoldContext value={fold}>
      <div data-state={open ? "open" : "closed"} className={cn("border-b border-border", className)} {...props} />
    </FoldContext>
  );
}

export function AccordionTrigger({ className, children }: { className?: string; children: ReactNode }) {
  const { open, toggle, triggerId, panelId } = useFold();
  return (
    <h3 className="flex">
      <button
        type="button"
        id={triggerId}
        aria-expanded={open}
        aria-controls={panelId}
        data-accordion-trigger=""
        data-state={open ? "open" : "closed"}
        onClick={toggle}
        className={cn(
          "flex flex-1 items-center justify-between gap-4 py-4 text-left font-medium hover:text-primary [&[data-state=open]>svg]:rotate-180",
          className,
        )}
      >
        {children}
        <ChevronDownIcon className="size-4 shrink-0 transition-transform" aria-hidden="true" />
      </button>
    </h3>
  );
}

export function AccordionContent({ className, children }: { className?: string; children: ReactNode }) {
  const { open, triggerId, panelId } = useFold();
  // The panel's element stays (closed: empty and hidden) so the button's aria-controls always names an element.
  return (
    <section
      id={panelId}
      aria-labelledby={triggerId}
      hidden={!open}
      className="overflow-hidden text-sm text-muted-foreground"
    >
      {open && <div className={cn("pb-4", className)}>{children}</div>}
    </section>
  );
}
