import { CopyIcon, UserPlusIcon } from "lucide-react";
import { useState } from "react";
import { ChoiceField, Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toaster";
import { EMAIL_MAX, ROLES, type Role } from "~/lib/validation";
import { adminFormAction, adminMessages } from "../messages";
import { AdminDialog, AdminForm, HiddenFields } from "./admin-dialog";
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

const roleLabels: Record<Role, string> = { client: "Client", freelancer: "Freelancer", admin: "Admin" };
const roleChoices = ROLES.map((role) => ({ value: role, label: roleLabels[role] }));

/** docs/product.md, Fli DESK portal: Add User. The server makes the desk ID; the answer carries the invite link. */
export function AddUserDialog() {
  const [open, setOpen] = useUrlDialog("add-user");
  const [created, setCreated] = useState<{ message: string; url: string } | null>(null);
  const form = useAdminForm((answer) => {
    if (answer.inviteUrl) setCreated({ message: answer.message, url: answer.inviteUrl });
  });
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) setCreated(null);
  };
  return (
    <AdminDialog
      open={open}
      onOpenChange={close}
      trigger={
        <Button>
          <UserPlusIcon aria-hidden="true" /> Add User
        </Button>
      }
      title="Add User"
      description="The user gets a Fli DESK ID and a link to set a password."
    >
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
        <AdminForm
          form={form}
          intent="add-user"
          statusId="add-user-status"
          submit="Create User"
          busyLabel="Creating..."
        >
          <Field id="add-user-email" label="Email">
            <Input id="add-user-email" name="email" type="email" autoComplete="off" maxLength={EMAIL_MAX} />
          </Field>
          <ChoiceField id="add-user-role" label="Role" name="role" empty="Select a role" choices={roleChoices} />
        </AdminForm>
      )}
    </AdminDialog>
  );
}

type EditableUser = {
  id: string;
  flideskId: string;
  email: string;
  role: string;
  invitePending: boolean;
  twoFactor: boolean;
};

/**
 * A new one-time link for a user who has not set a password yet; the link shows here once it is made. The form's
 * state is the dialog's, so the link is still there when the dialog is opened again.
 */
function ReinviteForm({ form, userId }: { form: ReturnType<typeof useAdminForm>; userId: string }) {
  const { fetcher, busy } = form;
  const answer = fetcher.data;
  return (
    <fetcher.Form method="post" action={adminFormAction("reinvite")} className="grid gap-3 border-t border-border pt-4">
      <HiddenFields fields={{ intent: "reinvite", userId }} />
      <p className="text-sm text-muted-foreground">This user has not set a password yet.</p>
      {answer?.ok && answer.inviteUrl ? (
        <InviteLink url={answer.inviteUrl} message={answer.message} />
      ) : (
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? "Sending..." : "Send a new invite link"}
        </Button>
      )}
    </fetcher.Form>
  );
}

/**
 * For a user who forgot their password: a reset link mailed to the user's own address (never shown here, so the
 * admin cannot sign in as them). The admin checks who is asking first.
 */
function ResetLinkForm({ form, userId }: { form: ReturnType<typeof useAdminForm>; userId: string }) {
  const { fetcher, busy } = form;
  const answer = fetcher.data;
  return (
    <fetcher.Form
      method="post"
      action={adminFormAction("send-reset")}
      className="grid gap-3 border-t border-border pt-4"
    >
      <HiddenFields fields={{ intent: "send-reset", userId }} />
      <p className="text-sm text-muted-foreground">Forgot their password? Mail them a link to set a new one.</p>
      <Button type="submit" variant="outline" disabled={busy}>
        {busy ? "Sending..." : "Send a password reset link"}
      </Button>
      <p role="status" className="text-sm">
        {answer?.message}
      </p>
    </fetcher.Form>
  );
}

/**
 * For a user who lost their authenticator and recovery codes: two-factor sign-in is removed (the user is mailed),
 * so the password alone signs in until they set it up again. The line above the button asks the admin to check
 * who is asking first: this is what an impostor would ask for.
 */
function ResetTwoFactorForm({ form, userId }: { form: ReturnType<typeof useAdminForm>; userId: string }) {
  const { fetcher, busy } = form;
  return (
    <fetcher.Form
      method="post"
      action={adminFormAction("reset-two-factor")}
      className="grid gap-3 border-t border-border pt-4"
    >
      <HiddenFields fields={{ intent: "reset-two-factor", userId }} />
      <p className="text-sm text-muted-foreground">{adminMessages.twoFactorCheck}</p>
      <Button type="submit" variant="outline" disabled={busy}>
        {busy ? "Resetting..." : "Reset two-factor sign-in"}
      </Button>
      <p role="status" className="text-sm">
        {fetcher.data?.message}
      </p>
    </fetcher.Form>
  );
}

/** docs/product.md, Fli DESK portal: the email is the only thing an admin can change. */
export function EditUserDialog({ user }: { user: EditableUser }) {
  const [open, setOpen] = useState(false);
  const form = useAdminForm(() => setOpen(false));
  const invite = useAdminForm();
  // The dialog's, so the answer stays once the reset has removed the form's reason to show.
  const twoFactor = useAdminForm();
  const id = `edit-${user.id}`;
  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="outline">
          Edit<span className="sr-only"> {user.flideskId}</span>
        </Button>
      }
      title="Edit User"
      description={user.flideskId}
    >
      <AdminForm
        form={form}
        intent="edit-user"
        fields={{ userId: user.id }}
        statusId={`${id}-status`}
        submit="Save Changes"
        busyLabel="Saving..."
      >
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
          <Input id={`${id}-email`} name="email" type="email" defaultValue={user.email} maxLength={EMAIL_MAX} />
        </Field>
      </AdminForm>
      {user.invitePending ? (
        <ReinviteForm form={invite} userId={user.id} />
      ) : (
        <ResetLinkForm form={invite} userId={user.id} />
      )}
      {(user.twoFactor || twoFactor.fetcher.data) && <ResetTwoFactorForm form={twoFactor} userId={user.id} />}
    </AdminDialog>
  );
}
