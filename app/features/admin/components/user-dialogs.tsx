import { CopyIcon, UserPlusIcon } from "lucide-react";
import { useState } from "react";
import { FormStatus } from "~/components/form-status";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/toaster";
import { adminMessages } from "../messages";
import { Field } from "./field";
import { useAdminForm } from "./use-admin-form";
import { useUrlDialog } from "./use-url-dialog";

/** The one-time link, to copy and hand over; it was mailed to the user as well. */
function InviteLink({ url, message }: { url: string; message: string }) {
  return (
    <div className="grid gap-3" role="status">
      <p className="font-medium text-success-text">{message}</p>
      <Field
        id="invite-link"
        label="One-time invite link"
        hint="It was also mailed to the user. It works once, for 7 days."
      >
        <div className="flex gap-2">
          <Input
            id="invite-link"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            aria-describedby="invite-link-hint"
          />
          <Button
            type="button"
            variant="outline"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(url);
                toast.success("Copied", { description: "The invite link is on your clipboard." });
              } catch {
                toast.error("Error", { description: "Copying failed: select the link and copy it by hand." });
              }
            }}
          >
            <CopyIcon aria-hidden="true" /> Copy
          </Button>
        </div>
      </Field>
    </div>
  );
}

/** docs/product.md, Fli DESK portal: Add User. The server makes the desk ID; the answer carries the invite link. */
export function AddUserDialog() {
  const [open, setOpen] = useUrlDialog("add-user");
  const [created, setCreated] = useState<{ message: string; url: string } | null>(null);
  const { fetcher, busy, error } = useAdminForm((answer) => {
    if (answer.inviteUrl) setCreated({ message: answer.message, url: answer.inviteUrl });
  });
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) setCreated(null);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button>
          <UserPlusIcon aria-hidden="true" /> Add User
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add User</DialogTitle>
          <DialogDescription>The user gets a Fli DESK ID and a link to set a password.</DialogDescription>
        </DialogHeader>
        {created ? (
          <>
            <InviteLink url={created.url} message={created.message} />
            <DialogFooter>
              <Button type="button" onClick={() => close(false)}>
                Done
              </Button>
            </DialogFooter>
          </>
        ) : (
          <fetcher.Form method="post" className="grid gap-4" noValidate aria-describedby="add-user-status">
            <input type="hidden" name="intent" value="add-user" />
            <Field id="add-user-email" label="Email">
              <Input id="add-user-email" name="email" type="email" autoComplete="off" maxLength={254} />
            </Field>
            <Field id="add-user-role" label="Role">
              <Select id="add-user-role" name="role" defaultValue="">
                <option value="">Select a role</option>
                <option value="client">Client</option>
                <option value="freelancer">Freelancer</option>
                <option value="admin">Admin</option>
              </Select>
            </Field>
            <FormStatus id="add-user-status" error={error} />
            <DialogFooter>
              <Button type="submit" disabled={busy}>
                {busy ? "Creating..." : "Create User"}
              </Button>
            </DialogFooter>
          </fetcher.Form>
        )}
      </DialogContent>
    </Dialog>
  );
}

type EditableUser = { id: string; flideskId: string; email: string; role: string; invitePending: boolean };

/** docs/product.md, Fli DESK portal: the email is the only thing an admin can change. */
export function EditUserDialog({ user }: { user: EditableUser }) {
  const [open, setOpen] = useState(false);
  const { fetcher, busy, error } = useAdminForm(() => setOpen(false));
  const invite = useAdminForm();
  const id = `edit-${user.id}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Edit<span className="sr-only"> {user.flideskId}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>{user.flideskId}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" className="grid gap-4" noValidate aria-describedby={`${id}-status`}>
          <input type="hidden" name="intent" value="edit-user" />
          <input type="hidden" name="userId" value={user.id} />
          <Field id={`${id}-desk-id`} label="Fli DESK ID" hint={adminMessages.idLocked}>
            <Input id={`${id}-desk-id`} value={user.flideskId} readOnly aria-describedby={`${id}-desk-id-hint`} />
          </Field>
          <Field id={`${id}-role`} label="Role" hint={adminMessages.roleLocked}>
            <Input
              id={`${id}-role`}
              value={user.role}
              readOnly
              className="capitalize"
              aria-describedby={`${id}-role-hint`}
            />
          </Field>
          <Field id={`${id}-email`} label="Email">
            <Input id={`${id}-email`} name="email" type="email" defaultValue={user.email} maxLength={254} />
          </Field>
          <FormStatus id={`${id}-status`} error={error} />
          <DialogFooter>
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : "Save Changes"}
            </Button>
          </DialogFooter>
        </fetcher.Form>
        {user.invitePending && (
          <invite.fetcher.Form method="post" className="grid gap-3 border-t border-border pt-4">
            <input type="hidden" name="intent" value="reinvite" />
            <input type="hidden" name="userId" value={user.id} />
            <p className="text-sm text-muted-foreground">This user has not set a password yet.</p>
            {invite.fetcher.data?.ok && invite.fetcher.data.inviteUrl ? (
              <InviteLink url={invite.fetcher.data.inviteUrl} message={invite.fetcher.data.message} />
            ) : (
              <Button type="submit" variant="outline" disabled={invite.busy}>
                {invite.busy ? "Sending..." : "Send a new invite link"}
              </Button>
            )}
          </invite.fetcher.Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
