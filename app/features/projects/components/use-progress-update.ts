import { useEffect, useState } from "react";
import { showFormToast } from "~/components/form-status";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import { MAX_IMAGES, UPDATE_BODY_BYTES, uploadTexts } from "~/lib/upload-limits";
import { projectAnswers } from "../messages";
import { clampProgress, lowersProgress } from "../progress";
import { usePostWrite, type WriteAnswer } from "./use-post-write";

/**
 * Posts one of the freelancer's writes to /dashboard/updates; the answer is `{ ok, message }`, and `limited` when
 * a limit refused it. Every post here is multipart, so the route's upload limit holds for each (server/app.ts).
 */
function usePostUpdate() {
  const { m } = usePortalTexts();
  const postWrite = usePostWrite();
  const updateLimit = { bytes: UPDATE_BODY_BYTES, message: uploadTexts(m).updateTooLarge };
  return (body: FormData) => postWrite("/dashboard/updates", body, updateLimit);
}

// Refusals of the screenshots themselves are worth their own words: the freelancer can act on them. The server
// says them in the freelancer's language, the one the page is in.
const screenshotRefusalsOf = (m: PortalMessages) => {
  const a = projectAnswers(m);
  return new Set<string>([a.onlyImages, a.imageTooLarge, a.tooManyImages(MAX_IMAGES)]);
};

/**
 * A screenshot refusal, a body too large (413) or a spent limit (429: the per-user limit or the monthly cap, which
 * the answer names `limited`): said as the server said it.
 */
class UploadRefused extends Error {}
const refusal = (answer: WriteAnswer, m: PortalMessages) =>
  answer.message && (screenshotRefusalsOf(m).has(answer.message) || answer.tooLarge || answer.limited)
    ? new UploadRefused(answer.message)
    : new Error(answer.message);

/** Connect GA (one way): the toast says how it went, and the page reloads its data. */
export function useConnectGa(projectId: string) {
  const { m } = usePortalTexts();
  const post = usePostUpdate();
  return async () => {
    const body = new FormData();
    body.set("intent", "connect-ga");
    body.set("projectId", projectId);
    const answer = await post(body);
    showFormToast(
      answer.ok
        ? { type: "success", title: m.update_dialog_success(), description: m.update_dialog_ga_connected_toast() }
        : { type: "error", title: m.update_dialog_error(), description: m.update_dialog_ga_failed() },
    );
  };
}

/** The chosen screenshots (images only, at most 10) and their previews, which are let go when they change. */
export function useScreenshots() {
  const { m } = usePortalTexts();
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
      showFormToast({ type: "error", title: m.update_dialog_error(), description: m.update_dialog_only_images() });
    }
    setFiles((current) => [...current, ...images].slice(0, 10));
  };
  const remove = (index: number) => setFiles((current) => current.filter((_, j) => j !== index));
  return { files, previews, add, remove, clear: () => setFiles([]) };
}

type DialogProject = { id: string; title: string; progress: number; googleAnalyticsConnected: boolean };

/** The Update Progress dialog's state and its submit (docs/product.md, Projects and updates). */
export function useProgressUpdate(project: DialogProject) {
  const { m } = usePortalTexts();
  const post = usePostUpdate();
  const [open, setOpen] = useState(false);
  const [progress, setProgressValue] = useState(String(project.progress));
  const [notes, setNotes] = useState("");
  const [busy, setBusy] = useState(false);
  const screenshots = useScreenshots();
  const clamped = () => clampProgress(progress);
  // Clamped as typed: 150 becomes 100 at once, -5 becomes 0; an empty field stays empty while the figure is typed.
  const setProgress = (value: string) => setProgressValue(value.trim() === "" ? "" : String(clampProgress(value)));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    // An emptied field is no figure: never sent as 0.
    if (progress === "") {
      return showFormToast({
        type: "error",
        title: m.update_dialog_error(),
        description: m.update_dialog_progress_text(),
      });
    }
    setBusy(true);
    const body = new FormData();
    body.set("intent", "update");
    body.set("projectId", project.id);
    body.set("progress", String(clamped()));
    body.set("notes", notes);
    for (const file of screenshots.files) body.append("screenshots", file);
    try {
      const answer = await post(body);
      if (!answer.ok) throw refusal(answer, m);
      showFormToast({
        type: "success",
        title: m.update_dialog_success(),
        description: m.update_dialog_progress_updated(),
      });
      setNotes("");
      screenshots.clear();
      if (clamped() < 100 || project.googleAnalyticsConnected) setOpen(false);
    } catch (error) {
      // Only the screenshots' refusals are worth their own words (the server's); anything else is the general failure.
      const description = error instanceof UploadRefused ? error.message : m.update_dialog_progress_failed();
      showFormToast({ type: "error", title: m.update_dialog_error(), description });
    } finally {
      setBusy(false);
    }
  }

  // Taking progress back is allowed (a correction) and said, not asked: the note under the field, the update's
  // "lowered from" and the client's notification name both figures.
  const lowering = lowersProgress(project.progress, clamped()) && progress !== "";
  return { open, setOpen, progress, setProgress, notes, setNotes, busy, screenshots, clamped, lowering, submit };
}
