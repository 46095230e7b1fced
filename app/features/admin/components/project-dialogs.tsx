import { ChartColumnIcon, FolderPlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ChoiceField, Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { UpdateList, type UpdateView } from "~/features/projects";
import { AdminDialog, AdminForm } from "./admin-dialog";
import { useUrlFormDialog } from "./use-url-dialog";

type Person = { id: string; name: string; email: string };
const people = (list: Person[]) => list.map((p) => ({ value: p.id, label: `${p.name} (${p.email})` }));

/** docs/product.md, Projects and updates: Create Project; title and client are required, the rest optional. */
export function CreateProjectDialog({ clients, freelancers }: { clients: Person[]; freelancers: Person[] }) {
  const { form, dialog } = useUrlFormDialog("create-project");
  return (
    <AdminDialog
      {...dialog}
      trigger={
        <Button variant="outline">
          <FolderPlusIcon aria-hidden="true" /> Create Project
        </Button>
      }
      title="Create Project"
      description="With a freelancer it starts In Progress, without one Pending."
    >
      <AdminForm
        form={form}
        intent="create-project"
        statusId="create-project-status"
        submit="Create Project"
        busyLabel="Creating..."
      >
        <Field id="project-title" label="Title">
          <Input id="project-title" name="title" maxLength={200} />
        </Field>
        <Field id="project-description" label="Description">
          <Textarea id="project-description" name="description" maxLength={5000} />
        </Field>
        <ChoiceField
          id="project-client"
          label="Client"
          name="clientId"
          empty="Select a client"
          choices={people(clients)}
        />
        <ChoiceField
          id="project-freelancer"
          label="Freelancer"
          name="freelancerId"
          empty="Not assigned"
          choices={people(freelancers)}
        />
        <Field id="project-deadline" label="Deadline">
          <Input id="project-deadline" name="deadline" type="date" />
        </Field>
      </AdminForm>
    </AdminDialog>
  );
}

/** The report's figures; every one may be left empty. */
function ReportFigures() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="analytics-page-views" label="Page Views">
        <Input id="analytics-page-views" name="pageViews" type="number" min={0} step={1} inputMode="numeric" />
      </Field>
      <Field id="analytics-visitors" label="Unique Visitors">
        <Input id="analytics-visitors" name="uniqueVisitors" type="number" min={0} step={1} inputMode="numeric" />
      </Field>
      <Field id="analytics-bounce" label="Bounce Rate (%)">
        <Input id="analytics-bounce" name="bounceRate" type="number" min={0} max={100} step="any" />
      </Field>
      <Field id="analytics-session" label="Avg. Session Duration (min)">
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
  const { form, dialog } = useUrlFormDialog("upload-analytics");
  return (
    <AdminDialog
      {...dialog}
      trigger={
        trigger && (
          <Button variant="outline">
            <ChartColumnIcon aria-hidden="true" /> Upload Analytics Data
          </Button>
        )
      }
      title="Upload Analytics Data"
      description="The client sees the figures as charts on their Analytics tab."
    >
      <AdminForm
        form={form}
        intent="upload-analytics"
        statusId="analytics-status"
        submit="Upload Data"
        busyLabel="Uploading..."
      >
        <ChoiceField
          id="analytics-project"
          label="Project"
          name="projectId"
          empty="Select a project"
          choices={projects.map((p) => ({ value: p.id, label: `${p.title} (${p.clientName})` }))}
        />
        <ReportFigures />
        <Field id="analytics-top-pages" label="Top Pages" hint="Comma separated, for example /, /shop, /contact">
          <Input
            id="analytics-top-pages"
            name="topPages"
            maxLength={2000}
            aria-describedby="analytics-top-pages-hint"
          />
        </Field>
        <Field id="analytics-notes" label="Notes">
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
          View Updates<span className="sr-only"> of {title}</span>
        </Button>
      }
      title="Project Updates"
      description={title}
    >
      <UpdateList updates={updates} />
    </AdminDialog>
  );
}
