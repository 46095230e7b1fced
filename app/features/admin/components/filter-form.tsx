import type * as React from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * An admin page's filters: a plain GET form to the page itself, so they live in the address and work without
 * JavaScript. `submit` names the button ("Filter", "Search").
 */
export function FilterForm({
  label,
  submit = "Filter",
  children,
}: {
  label: string;
  submit?: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label={label} preventScrollReset>
      {children}
      <Button type="submit" variant="outline">
        {submit}
      </Button>
    </Form>
  );
}
