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
import { usePortalTexts } from "~/lib/portal-texts";
import { useConnectGa, useProgressUpdate, type useScreenshots } from "./use-progress-update";

type DialogProject = { id: string; title: string; progress: number; googleAnalyticsConnected: boolean };

/** docs/product.md, Projects and updates: the freelancer's Update Progress dialog. */
export function UpdateProgressDialog({ project }: { project: DialogProject }) {
  const { m } = usePortalTexts();
  const form = useProgressUpdate(project);
  return (
    <Dialog open={form.open} onOpenChange={form.setOpen}>
      <DialogTrigger asChild>
        {/* The name says which project; the visible words begin it in every language. */}
        <Button size="sm" wrap aria-label={m.update_dialog_trigger_of({ title: project.title })}>
          {m.update_dialog_title()}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.update_dialog_title()}</DialogTitle>
          <DialogDescription>{project.title}</DialogDescription>
        </DialogHeader>
        <form onSubmit={form.submit} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor="progress">{m.update_dialog_progress()}</Label>
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
              {form.lowering ? m.update_dialog_lower_progress({ from: project.progress, to: form.clamped() }) : null}
            </p>
          </div>
          <Field id="notes" label={m.update_dialog_notes()}>
            <Textarea id="notes" value={form.notes} onChange={(e) => form.setNotes(e.target.value)} rows={4} />
          </Field>
          <ScreenshotPicker screenshots={form.screenshots} />
          {form.clamped() === 100 && <AnalyticsAtCompletion project={project} />}
          <Button type="submit" disabled={form.busy}>
            {form.busy ? m.update_dialog_updating() : m.update_dialog_title()}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The screenshots input and the chosen images as previews, each with a button that takes it out. */
function ScreenshotPicker({ screenshots }: { screenshots: ReturnType<typeof useScreenshots> }) {
  const { m } = usePortalTexts();
  const count = screenshots.previews.length;
  return (
    <div className="grid gap-2">
      <Label htmlFor="screenshots">{m.update_dialog_screenshots()}</Label>
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
        {count === 0 ? m.update_dialog_none_attached() : m.update_dialog_attached({ count })}
      </p>
      {screenshots.previews.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={m.update_dialog_chosen_screenshots()}>
          {screenshots.previews.map((url, i) => (
            <li key={url} className="relative">
              <img
                src={url}
                alt={m.update_dialog_screenshot_n({ number: i + 1 })}
                className="size-16 rounded-md object-cover"
              />
              <button
                type="button"
                className="absolute -right-2 -top-2 rounded-full bg-destructive px-1.5 text-xs text-destructive-foreground"
                onClick={() => screenshots.remove(i)}
              >
                ×<span className="sr-only"> {m.update_dialog_remove_screenshot({ number: i + 1 })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** At 100%, the dialog offers to connect Google Analytics, or says it is connected. */
function AnalyticsAtCompletion({ project }: { project: DialogProject }) {
  const { m } = usePortalTexts();
  const connectGa = useConnectGa(project.id);
  if (project.googleAnalyticsConnected) {
    return <p className="text-sm text-success-text">{m.update_dialog_ga_connected()}</p>;
  }
  return (
    <Button type="button" variant="outline" onClick={connectGa}>
      {m.update_dialog_connect_ga()}
    </Button>
  );
}

/** Connect GA on a completed project (one way). */
export function ConnectGaButton({ projectId }: { projectId: string }) {
  const { m } = usePortalTexts();
  const connectGa = useConnectGa(projectId);
  return (
    <Button size="sm" variant="outline" onClick={connectGa}>
      {m.update_dialog_connect_ga_short()}
    </Button>
  );
}
