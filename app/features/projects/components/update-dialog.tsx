import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { showFormToast } from "~/components/form-status";
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

async function post(body: FormData) {
  const response = await fetch("/dashboard/updates", { method: "POST", body });
  const answer = (await response.json().catch(() => ({ ok: false }))) as { ok: boolean; message?: string };
  return answer;
}

/** docs/product.md, Projects and updates: the freelancer's Update Progress dialog. */
export function UpdateProgressDialog({
  project,
}: {
  project: { id: string; title: string; progress: number; googleAnalyticsConnected: boolean };
}) {
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState(String(project.progress));
  const [notes, setNotes] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [previews, setPreviews] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const urls = files.map((f) => URL.createObjectURL(f));
    setPreviews(urls);
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [files]);

  const clamped = () => {
    const n = Math.round(Number(progress));
    return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0;
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    const body = new FormData();
    body.set("intent", "update");
    body.set("projectId", project.id);
    body.set("progress", String(clamped()));
    body.set("notes", notes);
    for (const file of files) body.append("screenshots", file);
    try {
      const answer = await post(body);
      if (!answer.ok) throw new Error(answer.message);
      showFormToast({ type: "success", title: "Success", description: projectMessages.progressUpdated });
      setNotes("");
      setFiles([]);
      revalidator.revalidate();
      if (clamped() < 100 || project.googleAnalyticsConnected) setOpen(false);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : projectMessages.progressFailed;
      showFormToast({
        type: "error",
        title: "Error",
        description: message === projectMessages.onlyImages ? message : projectMessages.progressFailed,
      });
    } finally {
      setBusy(false);
    }
  }

  async function connectGa() {
    const body = new FormData();
    body.set("intent", "connect-ga");
    body.set("projectId", project.id);
    const answer = await post(body);
    if (answer.ok) {
      showFormToast({ type: "success", title: "Success", description: projectMessages.gaConnected });
      revalidator.revalidate();
    } else {
      showFormToast({ type: "error", title: "Error", description: projectMessages.gaFailed });
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
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
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor="progress">Progress (%)</Label>
            <Input
              id="progress"
              type="number"
              min={0}
              max={100}
              step={1}
              value={progress}
              onChange={(e) => setProgress(e.target.value)}
              onBlur={() => setProgress(String(clamped()))}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="notes">Update Notes</Label>
            <Textarea id="notes" value={notes} onChange={(e) => setNotes(e.target.value)} rows={4} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="screenshots">Screenshots (optional)</Label>
            <Input
              id="screenshots"
              type="file"
              accept="image/*"
              multiple
              onChange={(e) => {
                const picked = [...(e.target.files ?? [])];
                const images = picked.filter((f) => f.type.startsWith("image/"));
                if (images.length < picked.length) {
                  showFormToast({ type: "error", title: "Warning", description: projectMessages.onlyImages });
                }
                setFiles((current) => [...current, ...images].slice(0, 10));
                e.target.value = "";
              }}
            />
            {previews.length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label="Chosen screenshots">
                {previews.map((url, i) => (
                  <li key={url} className="relative">
                    <img src={url} alt={`Screenshot ${i + 1}`} className="size-16 rounded-md object-cover" />
                    <button
                      type="button"
                      className="absolute -right-2 -top-2 rounded-full bg-destructive px-1.5 text-xs text-destructive-foreground"
                      onClick={() => setFiles((current) => current.filter((_, j) => j !== i))}
                    >
                      ×<span className="sr-only"> Remove screenshot {i + 1}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {clamped() === 100 &&
            (project.googleAnalyticsConnected ? (
              <p className="text-sm text-success-text">Google Analytics Connected</p>
            ) : (
              <Button type="button" variant="outline" onClick={connectGa}>
                Connect Google Analytics
              </Button>
            ))}
          <Button type="submit" disabled={busy}>
            {busy ? "Updating..." : "Update Progress"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Connect GA on a completed project (one way). */
export function ConnectGaButton({ projectId }: { projectId: string }) {
  const revalidator = useRevalidator();
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={async () => {
        const body = new FormData();
        body.set("intent", "connect-ga");
        body.set("projectId", projectId);
        const answer = await post(body);
        showFormToast(
          answer.ok
            ? { type: "success", title: "Success", description: projectMessages.gaConnected }
            : { type: "error", title: "Error", description: projectMessages.gaFailed },
        );
        if (answer.ok) revalidator.revalidate();
      }}
    >
      Connect GA
    </Button>
  );
}
