import { useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { AdminDialog } from "../messages";
import { useAdminForm } from "./use-admin-form";

/**
 * A dialog that a link can open with `?dialog=name` (the sidebar's quick actions, the Analytics tab) as
 * well as its own button. Closing it drops the parameter, so Back and reload do not reopen it.
 */
export function useUrlDialog(name: AdminDialog) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [openHere, setOpenHere] = useState(false);
  const fromUrl = params.get("dialog") === name;
  const setOpen = (open: boolean) => {
    setOpenHere(open);
    if (!open && fromUrl) {
      const next = new URLSearchParams(params);
      next.delete("dialog");
      const search = next.toString();
      navigate({ pathname, search: search ? `?${search}` : "" }, { replace: true, preventScrollReset: true });
    }
  };
  return [openHere || fromUrl, setOpen] as const;
}

/** A `?dialog=` dialog around one admin form, which closes it when the write succeeds. */
export function useUrlFormDialog(name: AdminDialog) {
  const [open, setOpen] = useUrlDialog(name);
  const form = useAdminForm(() => setOpen(false));
  return { form, dialog: { open, onOpenChange: setOpen } };
}
