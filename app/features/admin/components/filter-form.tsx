import type * as React from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { usePortalTexts } from "~/lib/portal-texts";

/**
 * An admin page's filters: a plain GET form to the page itself, so they live in the address and work without
 * JavaScript. `submit` names the button ("Search"; "Filter" in the portal's language when not given).
 */
export function FilterForm({ label, submit, children }: { label: string; submit?: string; children: React.ReactNode }) {
  const { m } = usePortalTexts();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label={label} preventScrollReset>
      {children}
      <Button type="submit" variant="outline">
        {submit ?? m.admin_filter()}
      </Button>
    </Form>
  );
}
