import type * as React from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * A tab's filters: a plain GET form, so they live in the address (with the tab) and work without JavaScript.
 * `submit` names the button ("Filter", "Search").
 */
export function FilterForm({
  tab,
  label,
  submit = "Filter",
  children,
}: {
  tab: string;
  label: string;
  submit?: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label={label} preventScrollReset>
      <input type="hidden" name="tab" value={tab} />
      {children}
      <Button type="submit" variant="outline">
        {submit}
      </Button>
    </Form>
  );
}
