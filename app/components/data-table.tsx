import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * A table that becomes a stack of cards when its box is narrower than 56rem: each row a card, each cell under
 * the name of its column. It follows the room it is given (a container query), not the screen, so a desktop
 * with the sidebar open and a phone both get the layout that fits.
 *
 * The markup stays a table in both layouts: the header row is only hidden visually, so a screen reader still
 * names each cell by its column, and the names written in the cards are hidden from it. The box is positioned,
 * so nothing positioned inside (the visually hidden header and button texts) can widen the page.
 */
export function DataTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="@container">
      <div className="relative overflow-x-auto rounded-xl border border-border @max-4xl:overflow-visible @max-4xl:rounded-none @max-4xl:border-0">
        <table className="w-full text-left text-sm @max-4xl:block">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted @max-4xl:sr-only">
            <tr>
              {head.map((h) => (
                <th key={h} scope="col" className="px-2 py-3 font-semibold first:pl-4 last:pr-4">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="@max-4xl:grid @max-4xl:gap-3">{children}</tbody>
        </table>
      </div>
    </div>
  );
}

/** A row: a line of the table, or a card of two columns. */
export function DataRow({ children }: { children: ReactNode }) {
  return (
    <tr className="border-t border-border align-top @max-4xl:grid @max-4xl:grid-cols-2 @max-4xl:gap-x-6 @max-4xl:gap-y-3 @max-4xl:rounded-xl @max-4xl:border @max-4xl:bg-card @max-4xl:p-4">
      {children}
    </tr>
  );
}

/** How much of a card a cell takes: always its whole width, always half, or the whole on a phone only. */
const spans = { full: "@max-4xl:col-span-full", half: "", auto: "@max-lg:col-span-full" };

/**
 * A cell. `label` is its column's name, written above the value in a card; a row's first cell (its name) goes
 * without one. `span` is its share of the card: a long text takes the whole, a short value half.
 */
export function DataCell({
  label,
  span = "auto",
  className,
  children,
}: {
  label?: string;
  span?: keyof typeof spans;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td
      className={cn(
        // In a card a cell's text may wrap, whatever keeps it on one line in the table: half a 360 px card is narrow.
        "px-2 py-3 first:pl-4 last:pr-4 @max-4xl:block @max-4xl:p-0 @max-4xl:whitespace-normal @max-4xl:first:pl-0 @max-4xl:last:pr-0",
        spans[span],
        className,
      )}
    >
      {label && (
        <span
          aria-hidden="true"
          className="mb-1 hidden text-xs font-medium uppercase tracking-wider text-muted-foreground @max-4xl:block"
        >
          {label}
        </span>
      )}
      {children}
    </td>
  );
}
