import { ChartColumnIcon, FolderPlusIcon } from "lucide-react";
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
import { Textarea } from "~/components/ui/textarea";
import { UpdateList, type UpdateView } from "~/features/projects";
import { Field } from "./field";
import { useAdminForm } from "./use-admin-form";
import { useUrlDialog } from "./use-url-dialog";

type Person = { id: string; flideskId: string; email: string };

/** docs/product.md, Projects and updates: Create Project; title and client are required, the rest optional. */
export function CreateProjectDialog({ clients, freelancers }: { clients: Person[]; freelancers: Person[] }) {
  const [open, setOpen] = useUrlDialog("create-project");
  const { fetcher, busy, error } = useAdminForm(() => setOpen(false));
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FolderPlusIcon aria-hidden="true" /> Create Project
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Project</DialogTitle>
          <DialogDescription>With a freelancer it starts In Progress, without one Pending.</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" className="grid gap-4" noValidate aria-describedby="create-project-status">
          <input type="hidden" name="intent" value="create-project" />
          <Field id="project-title" label="Title">
            <Input id="project-title" name="title" maxLength={200} />
          </Field>
          <Field id="project-description" label="Description">
            <Textarea id="project-description" name="description" maxLength={5000} />
          </Field>
          <Field id="project-client" label="Client">
            <Select id="project-client" name="clientId" defaultValue="">
              <option value="">Select a client</option>
              {clients.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.flideskId} ({c.email})
                </option>
              ))}
            </Select>
          </Field>
          <Field id="project-freelancer" label="Freelancer">
            <Select id="project-freelancer" name="freelancerId" defaultValue="">
              <option value="">Not assigned</option>
              {freelancers.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.flideskId} ({f.email})
                </option>
              ))}
            </Select>
          </Field>
          <Field id="project-deadline" label="Deadline">
            <Input id="project-deadline" name="deadline" type="date" />
          </Field>
          <FormStatus id="create-project-status" error={error} />
          <DialogFooter>
            <Button type="submit" disabled={busy}>
              {busy ? "Creating..." : "Create Project"}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** docs/product.md, Fli DESK portal: the analytics upload; stored as a report that the project's client sees as charts. */
export function UploadAnalyticsDialog({
  projects,
  trigger = true,
}: {
  projects: { id: string; title: string; clientDeskId: string }[];
  trigger?: boolean;
}) {
  const [open, setOpen] = useUrlDialog("upload-analytics");
  const { fetcher, busy, error } = useAdminForm(() => setOpen(false));
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger && (
        <DialogTrigger asChild>
          <Button variant="outline">
            <ChartColumnIcon aria-hidden="true" /> Upload Analytics Data
          </Button>
        </DialogTrigger>
      )}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Upload Analytics Data</DialogTitle>
          <DialogDescription>The client sees the figures as charts on their Analytics tab.</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" className="grid gap-4" noValidate aria-describedby="analytics-status">
          <input type="hidden" name="intent" value="upload-analytics" />
          <Field id="analytics-project" label="Project">
            <Select id="analytics-project" name="projectId" defaultValue="">
              <option value="">Select a project</option>
              {projects.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title} ({p.clientDeskId})
                </option>
              ))}
            </Select>
          </Field>
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
          <FormStatus id="analytics-status" error={error} />
          <DialogFooter>
            <Button type="submit" disabled={busy}>
              {busy ? "Uploading..." : "Upload Data"}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** The admin's updates viewer for one project, with its screenshots. */
export function UpdatesDialog({ title, updates }: { title: string; updates: UpdateView[] }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          View Updates<span className="sr-only"> of {title}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Project Updates</DialogTitle>
          <DialogDescription>{title}</DialogDescription>
        </DialogHeader>
        <UpdateList updates={updates} />
      </DialogContent>
    </Dialog>
  );
}
