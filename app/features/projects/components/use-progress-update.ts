import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { showFormToast } from "~/components/form-status";
import { projectMessages } from "../messages";
import { clampProgress, lowersProgress } from "../progress";

/**
 * Posts one of the freelancer's writes to /dashboard/updates; the answer is `{ ok, message }` (or unreadable), and
 * whether it was the per-user limit (429), whose message says when to try again.
 */
async function post(body: FormData) {
  const response = await fetch("/dashboard/updates", { method: "POST", body });
  const answer = (await response.json().catch(() => ({ ok: false }))) as { ok: boolean; message?: string };
  return { ...answer, limited: response.status === 429 };
}

/** Connect GA (one way): the toast says how it went, and the page reloads its data on success. */
export function useConnectGa(projectId: string) {
  const revalidator = useRevalidator();
  return async () => {
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
  };
}

/** The chosen screenshots (images only, at most 10) and their previews, which are let go when they change. */
export function useScreenshots() {
  const [files, setFiles] = useState<File[]>([]);
  const [previews, setPreviews] = useState<string[]>([]);
  useEffect(() => {
    const urls = files.map((f) => URL.createObjectURL(f));
    setPreviews(urls);
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [files]);
  const add = (picked: File[]) => {
    const images = picked.filter((f) => f.type.startsWith("image/"));
    if (images.length < picked.length) {
      showFormToast({ type: "error", title: "Warning", description: projectMessages.onlyImages });
    }
    setFiles((current) => [...current, ...images].slice(0, 10));
  };
  const remove = (index: number) => setFiles((current) => current.filter((_, j) => j !== index));
  return { files, previews, add, remove, clear: () => setFiles([]) };
}

/**
 * A refusal's toast: the content check's and the per-user limit's own words (the limit says when to try again);
 * anything else is the general failure.
 */
function failureText(answer: { message?: string; limited: boolean }) {
  const own = answer.message === projectMessages.onlyImages || answer.limited;
  return own && answer.message ? answer.message : projectMessages.progressFailed;
}

type DialogProject = { id: string; title: string; progress: number; googleAnalyticsConnected: boolean };

/** The Update Progress dialog's state and its submit (docs/product.md, Projects and updates). */
export function useProgressUpdate(project: DialogProject) {
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [progress, setProgressValue] = useState(String(project.progress));
  const [notes, setNotes] = useState("");
  const [busy, setBusy] = useState(false);
  // A lower figure than the project's is sent only once the freelancer has said so; changing it asks again.
  const [confirming, setConfirming] = useState(false);
  const screenshots = useScreenshots();
  const clamped = () => clampProgress(progress);
  const setProgress = (value: string) => {
    if (value === progress) return;
    setProgressValue(value);
    setConfirming(false);
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (lowersProgress(project.progress, progress) && !confirming) return setConfirming(true);
    setConfirming(false);
    setBusy(true);
    const body = new FormData();
    body.set("intent", "update");
    body.set("projectId", project.id);
    body.set("progress", String(clamped()));
    body.set("notes", notes);
    for (const file of screenshots.files) body.append("screenshots", file);
    try {
      const answer = await post(body);
      if (!answer.ok) return showFormToast({ type: "error", title: "Error", description: failureText(answer) });
      showFormToast({ type: "success", title: "Success", description: projectMessages.progressUpdated });
      setNotes("");
      screenshots.clear();
      revalidator.revalidate();
      if (clamped() < 100 || project.googleAnalyticsConnected) setOpen(false);
    } catch {
      showFormToast({ type: "error", title: "Error", description: projectMessages.progressFailed });
    } finally {
      setBusy(false);
    }
  }

  // 'Keep 65%' means it: the field goes back to the project's figure.
  const cancelLowering = () => {
    setProgressValue(String(project.progress));
    setConfirming(false);
  };
  const openChange = (next: boolean) => {
    setOpen(next);
    setConfirming(false);
  };
  return {
    ...{ open, setOpen: openChange, progress, setProgress, notes, setNotes, busy, screenshots, clamped, submit },
    ...{ confirming, cancelLowering },
  };
}
