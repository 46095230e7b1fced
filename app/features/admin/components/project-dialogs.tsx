import { ChartColumnIcon, FolderPlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ChoiceField, Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { UpdateList, type UpdateView } from "~/features/projects";
import { usePortalTexts } from "~/lib/portal-texts";
import { AdminDialog, AdminForm } from "./admin-dialog";
import { useUrlFormDialog } from "./use-url-dialog";

type Person = { id: string; name: string; email: string };
const people = (list: Person[]) => list.map((p) => ({ value: p.id, label: `${p.name} (${p.email})` }));

/** docs/product.md, Projects and updates: Create Project; title and client are required, the rest optional. */
export function CreateProjectDialog({ clients, freelancers }: { clients: Person[]; freelancers: Person[] }) {
  const { m } = usePortalTexts();
  const { form, dialog } = useUrlFormDialog("create-project");
  return (
    <AdminDialog
      {...dialog}
      trigger={
        <Button variant="outline">
          <FolderPlusIcon aria-hidden="true" /> {m.shell_nav_create_project()}
        </Button>
      }
      title={m.shell_nav_create_project()}
      description={m.admin_projects_create_description()}
    >
      <AdminForm
        form={form}
        intent="create-project"
        statusId="create-project-status"
        submit={m.shell_nav_create_project()}
        busyLabel={m.admin_projects_creating()}
      >
        <Field id="project-title" label={m.admin_projects_field_title()}>
          <Input id="project-title" name="title" maxLength={200} />
        </Field>
        <Field id="project-description" label={m.admin_projects_field_description()}>
          <Textarea id="project-description" name="description" maxLength={5000} />
        </Field>
        <ChoiceField
          id="project-client"
          label={m.project_client()}
          name="clientId"
          empty={m.admin_projects_select_client()}
          choices={people(clients)}
        />
        <ChoiceField
          id="project-freelancer"
          label={m.project_freelancer()}
          name="freelancerId"
          empty={m.project_not_assigned()}
          choices={people(freelancers)}
        />
        <Field id="project-deadline" label={m.project_deadline()}>
          <Input id="project-deadline" name="deadline" type="date" />
        </Field>
      </AdminForm>
    </AdminDialog>
  );
}

/** The report's figures; every one may be left empty. */
function ReportFigures() {
  const { m } = usePortalTexts();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="analytics-page-views" label={m.admin_upload_page_views()}>
        <Input id="analytics-page-views" name="pageViews" type="number" min={0} step={1} inputMode="numeric" />
      </Field>
      <Field id="analytics-visitors" label={m.admin_upload_unique_visitors()}>
        <Input id="analytics-visitors" name="uniqueVisitors" type="number" min={0} step={1} inputMode="numeric" />
      </Field>
      <Field id="analytics-bounce" label={m.admin_upload_bounce_rate()}>
        <Input id="analytics-bounce" name="bounceRate" type="number" min={0} max={100} step="any" />
      </Field>
      <Field id="analytics-session" label={m.admin_upload_session_duration()}>
        <Input id="analytics-session" name="avgSessionDuration" type="number" min={0} step={0.1} />
      </Field>
    </div>
  );
}

/** docs/product.md, Fli DESK portal: the analytics upload; stored as a report that the project's client sees as charts. */
export function UploadAnalyticsDialog({
  projects,
  trigger = true,
}: {
  projects: { id: string; title: string; clientName: string }[];
  trigger?: boolean;
}) {
  const { m } = usePortalTexts();
  const { form, dialog } = useUrlFormDialog("upload-analytics");
  return (
    <AdminDialog
      {...dialog}
      trigger={
        trigger && (
          <Button variant="outline">
            <ChartColumnIcon aria-hidden="true" /> {m.admin_upload_title()}
          </Button>
        )
      }
      title={m.admin_upload_title()}
      description={m.admin_upload_description()}
    >
      <AdminForm
        form={form}
        intent="upload-analytics"
        statusId="analytics-status"
        submit={m.admin_upload_submit()}
        busyLabel={m.admin_upload_busy()}
      >
        <ChoiceField
          id="analytics-project"
          label={m.admin_upload_project()}
          name="projectId"
          empty={m.admin_upload_select_project()}
          choices={projects.map((p) => ({ value: p.id, label: `${p.title} (${p.clientName})` }))}
        />
        <ReportFigures />
        <Field id="analytics-top-pages" label={m.admin_upload_top_pages()} hint={m.admin_upload_top_pages_hint()}>
          <Input
            id="analytics-top-pages"
            name="topPages"
            maxLength={2000}
            aria-describedby="analytics-top-pages-hint"
          />
        </Field>
        <Field id="analytics-notes" label={m.admin_upload_notes()}>
          <Textarea id="analytics-notes" name="notes" maxLength={2000} />
        </Field>
      </AdminForm>
    </AdminDialog>
  );
}

/**
 * The admin's updates viewer for one project, with its screenshots, decisions and comments. A notification's link
 * (`?update=<id>#update-<id>`) opens the dialog of the project that has that update.
 */
export function UpdatesDialog({ title, updates }: { title: string; updates: UpdateView[] }) {
  const { m } = usePortalTexts();
  const [params] = useSearchParams();
  const linked = updates.some((u) => u.id === params.get("update"));
  const [open, setOpen] = useState(linked);
  // A link followed while the page is open (the bell's) opens it too.
  useEffect(() => {
    if (linked) setOpen(true);
  }, [linked]);
  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="outline">
          {m.admin_projects_view_updates()}
          <span className="sr-only"> {m.admin_projects_updates_of({ title })}</span>
        </Button>
      }
      title={m.admin_projects_updates_title()}
      description={title}
    >
      <UpdateList updates={updates} />
    </AdminDialog>
  );
}
