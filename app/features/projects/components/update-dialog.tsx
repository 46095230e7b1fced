import { Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { projectMessages } from "../messages";
import { useConnectGa, useProgressUpdate, type useScreenshots } from "./use-progress-update";

type DialogProject = { id: string; title: string; progress: number; googleAnalyticsConnected: boolean };

/** docs/product.md, Projects and updates: the freelancer's Update Progress dialog. */
export function UpdateProgressDialog({ project }: { project: DialogProject }) {
  const form = useProgressUpdate(project);
  return (
    <Dialog open={form.open} onOpenChange={form.setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          Update Progress<span className="sr-only"> of {project.title}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Update Progress</DialogTitle>
          <DialogDescription>{project.title}</DialogDescription>
        </DialogHeader>
        <form onSubmit={form.submit} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor="progress">Progress (%)</Label>
            <Input
              id="progress"
              type="number"
              min={0}
              max={100}
              step={1}
              value={form.progress}
              onChange={(e) => form.setProgress(e.target.value)}
              onBlur={() => form.setProgress(String(form.clamped()))}
              aria-describedby="progress-lowering"
            />
            <p id="progress-lowering" aria-live="polite" className="text-sm text-warning-text">
              {form.lowering ? projectMessages.lowerProgress(project.progress, form.clamped()) : null}
            </p>
          </div>
          <Field id="notes" label="Update Notes">
            <Textarea id="notes" value={form.notes} onChange={(e) => form.setNotes(e.target.value)} rows={4} />
          </Field>
          <ScreenshotPicker screenshots={form.screenshots} />
          {form.clamped() === 100 && <AnalyticsAtCompletion project={project} />}
          <Button type="submit" disabled={form.busy}>
            {form.busy ? "Updating..." : "Update Progress"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The screenshots input and the chosen images as previews, each with a button that takes it out. */
function ScreenshotPicker({ screenshots }: { screenshots: ReturnType<typeof useScreenshots> }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="screenshots">Screenshots (optional)</Label>
      <Input
        id="screenshots"
        type="file"
        accept="image/*"
        multiple
        aria-describedby="screenshots-attached"
        onChange={(e) => {
          screenshots.add([...(e.target.files ?? [])]);
          e.target.value = "";
        }}
      />
      {/* The input is emptied after each choice (so a file can be chosen again): the count says what is attached. */}
      <p id="screenshots-attached" aria-live="polite" className="text-sm text-muted-foreground">
        {attachedText(screenshots.previews.length)}
      </p>
      {screenshots.previews.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen screenshots">
          {screenshots.previews.map((url, i) => (
            <li key={url} className="relative">
              <img src={url} alt={`Screenshot ${i + 1}`} className="size-16 rounded-md object-cover" />
              <button
                type="button"
                className="absolute -right-2 -top-2 rounded-full bg-destructive px-1.5 text-xs text-destructive-foreground"
                onClick={() => screenshots.remove(i)}
              >
                ×<span className="sr-only"> Remove screenshot {i + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const attachedText = (count: number) =>
  count === 0 ? "No images attached" : count === 1 ? "1 image attached" : `${count} images attached`;

/** At 100%, the dialog offers to connect Google Analytics, or says it is connected. */
function AnalyticsAtCompletion({ project }: { project: DialogProject }) {
  const connectGa = useConnectGa(project.id);
  if (project.googleAnalyticsConnected) {
    return <p className="text-sm text-success-text">Google Analytics Connected</p>;
  }
  return (
    <Button type="button" variant="outline" onClick={connectGa}>
      Connect Google Analytics
    </Button>
  );
}

/** Connect GA on a completed project (one way). */
export function ConnectGaButton({ projectId }: { projectId: string }) {
  const connectGa = useConnectGa(projectId);
  return (
    <Button size="sm" variant="outline" onClick={connectGa}>
      Connect GA
    </Button>
  );
}
