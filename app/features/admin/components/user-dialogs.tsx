import { CopyIcon, UserPlusIcon } from "lucide-react";
import { useState } from "react";
import { ChoiceField, Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toaster";
import type { Locale } from "~/lib/locale";
import { type PortalMessages, roleName, usePortalTexts } from "~/lib/portal-texts";
import { EMAIL_MAX, ROLES, type Role } from "~/lib/validation";
import { adminFormAction } from "../messages";
import { AdminDialog, AdminForm, HiddenFields } from "./admin-dialog";
import { useAdminForm } from "./use-admin-form";
import { useUrlDialog } from "./use-url-dialog";

/** The one-time link, to copy and hand over; it was mailed to the user as well. */
function InviteLink({ url, message }: { url: string; message: string }) {
  const { m } = usePortalTexts();
  return (
    <div className="grid gap-3" role="status">
      <p className="font-medium text-success-text">{message}</p>
      <Field id="invite-link" label={m.admin_invite_link()} hint={m.admin_invite_link_hint()}>
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
                toast.success(m.admin_copied(), { description: m.admin_copied_detail() });
              } catch {
                toast.error(m.admin_copy_error(), { description: m.admin_copy_failed() });
              }
            }}
          >
            <CopyIcon aria-hidden="true" /> {m.admin_copy()}
          </Button>
        </div>
      </Field>
    </div>
  );
}

/** The roles to choose from, named as the portal names them with a capital where the script has one ("Client"). */
function roleChoicesOf(m: PortalMessages, locale: Locale) {
  return ROLES.map((role) => {
    const name = roleName(m, role);
    return { value: role, label: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) };
  });
}

/** docs/product.md, Fli DESK portal: Add User. The server makes the desk ID; the answer carries the invite link. */
export function AddUserDialog() {
  const [open, setOpen] = useUrlDialog("add-user");
  const { m, locale } = usePortalTexts();
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
          <UserPlusIcon aria-hidden="true" /> {m.admin_add_user()}
        </Button>
      }
      title={m.admin_add_user()}
      description={m.admin_add_user_description()}
    >
      {created ? (
        <>
          <InviteLink url={created.url} message={created.message} />
          <DialogFooter>
            <Button type="button" onClick={() => close(false)}>
              {m.admin_done()}
            </Button>
          </DialogFooter>
        </>
      ) : (
        <AdminForm
          form={form}
          intent="add-user"
          statusId="add-user-status"
          submit={m.admin_create_user()}
          busyLabel={m.admin_creating()}
        >
          <Field id="add-user-email" label={m.admin_email()}>
            <Input id="add-user-email" name="email" type="email" autoComplete="off" maxLength={EMAIL_MAX} />
          </Field>
          <ChoiceField
            id="add-user-role"
            label={m.admin_role()}
            name="role"
            empty={m.admin_select_role()}
            choices={roleChoicesOf(m, locale)}
          />
        </AdminForm>
      )}
    </AdminDialog>
  );
}

type EditableUser = {
  id: string;
  flideskId: string;
  email: string;
  role: Role;
  invitePending: boolean;
  twoFactor: boolean;
};

/**
 * A new one-time link for a user who has not set a password yet; the link shows here once it is made. The form's
 * state is the dialog's, so the link is still there when the dialog is opened again.
 */
function ReinviteForm({ form, userId }: { form: ReturnType<typeof useAdminForm>; userId: string }) {
  const { fetcher, busy } = form;
  const { m } = usePortalTexts();
  const answer = fetcher.data;
  return (
    <fetcher.Form method="post" action={adminFormAction("reinvite")} className="grid gap-3 border-t border-border pt-4">
      <HiddenFields fields={{ intent: "reinvite", userId }} />
      <p className="text-sm text-muted-foreground">{m.admin_no_password_yet()}</p>
      {answer?.ok && answer.inviteUrl ? (
        <InviteLink url={answer.inviteUrl} message={answer.message} />
      ) : (
        <Button type="submit" variant="outline" disabled={busy} wrap>
          {busy ? m.admin_sending() : m.admin_send_invite()}
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
  const { m } = usePortalTexts();
  const answer = fetcher.data;
  return (
    <fetcher.Form
      method="post"
      action={adminFormAction("send-reset")}
      className="grid gap-3 border-t border-border pt-4"
    >
      <HiddenFields fields={{ intent: "send-reset", userId }} />
      <p className="text-sm text-muted-foreground">{m.admin_reset_hint()}</p>
      <Button type="submit" variant="outline" disabled={busy} wrap>
        {busy ? m.admin_sending() : m.admin_send_reset()}
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
  const { m } = usePortalTexts();
  return (
    <fetcher.Form
      method="post"
      action={adminFormAction("reset-two-factor")}
      className="grid gap-3 border-t border-border pt-4"
    >
      <HiddenFields fields={{ intent: "reset-two-factor", userId }} />
      <p className="text-sm text-muted-foreground">{m.admin_two_factor_check()}</p>
      <Button type="submit" variant="outline" disabled={busy} wrap>
        {busy ? m.admin_resetting() : m.admin_reset_two_factor()}
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
  const { m } = usePortalTexts();
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
          {m.admin_edit()}
          <span className="sr-only"> {user.flideskId}</span>
        </Button>
      }
      title={m.admin_edit_user()}
      description={user.flideskId}
    >
      <AdminForm
        form={form}
        intent="edit-user"
        fields={{ userId: user.id }}
        statusId={`${id}-status`}
        submit={m.admin_save_changes()}
        busyLabel={m.admin_saving()}
      >
        <Field id={`${id}-desk-id`} label={m.admin_desk_id()} hint={m.admin_id_locked()}>
          <Input id={`${id}-desk-id`} value={user.flideskId} readOnly aria-describedby={`${id}-desk-id-hint`} />
        </Field>
        <Field id={`${id}-role`} label={m.admin_role()} hint={m.admin_role_locked()}>
          <Input
            id={`${id}-role`}
            value={roleName(m, user.role)}
            readOnly
            className="capitalize"
            aria-describedby={`${id}-role-hint`}
          />
        </Field>
        <Field id={`${id}-email`} label={m.admin_email()}>
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
