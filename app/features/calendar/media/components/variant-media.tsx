import { type ReactNode, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { TextField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { usePortalTexts } from "~/lib/portal-texts";
import { POST_VIDEO_BYTES } from "~/lib/upload-limits";
import type { Platform } from "../../platforms";
import { PLATFORM_KEYS } from "../../post-form";
import { MEDIA_FIELD, type MediaItem, postMediaPath } from "../media-rules";

type Answer = { ok?: boolean; message?: string };

/**
 * One media form through a fetcher (the post page stays where it is and reloads its data after the write), with its
 * answer under it. Without JavaScript the form posts to the same address, which goes back to the post.
 */
function MediaForm({
  postId,
  fields,
  children,
  upload = false,
  className,
}: {
  postId: string;
  fields: Record<string, string>;
  children: ReactNode;
  upload?: boolean;
  className?: string;
}) {
  const { m } = usePortalTexts();
  const fetcher = useFetcher<Answer>();
  const [local, setLocal] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);
  // A file once added is cleared from the picker, so the next one starts afresh.
  useEffect(() => {
    if (upload && fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [upload, fetcher.state, fetcher.data]);
  const answer = local ? { ok: false, message: local } : fetcher.state === "idle" ? fetcher.data : undefined;
  function check(event: React.FormEvent<HTMLFormElement>) {
    // A file past the largest the route takes would be cut by the server with a 413 the fetcher cannot read.
    const file = new FormData(event.currentTarget).get(MEDIA_FIELD);
    const tooLarge = file instanceof File && file.size > POST_VIDEO_BYTES;
    setLocal(tooLarge ? m.calendar_post_file_too_large() : undefined);
    if (tooLarge) event.preventDefault();
  }
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={postMediaPath(postId)}
      encType={upload ? "multipart/form-data" : undefined}
      onSubmit={upload ? check : undefined}
      className={className}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      {answer?.message ? (
        <p
          role={answer.ok ? "status" : "alert"}
          className={answer.ok ? "text-sm text-success-text" : "text-sm text-danger-text"}
        >
          {answer.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** A picture as itself, a video as a square that names it. */
function Thumbnail({ item }: { item: MediaItem }) {
  const { m } = usePortalTexts();
  return item.kind === "image" ? (
    <img src={item.url} alt={item.alt} className="aspect-square w-24 rounded object-cover" loading="lazy" />
  ) : (
    <p className="flex aspect-square w-24 items-center justify-center rounded bg-muted text-xs">
      {m.calendar_post_mp4_video()}
    </p>
  );
}

/** One picture or video: its thumbnail, its alt text to change, its place in the order, and removal. */
function MediaRow({ item, index, count }: { item: MediaItem; index: number; count: number }) {
  const { m } = usePortalTexts();
  const label = (item.kind === "image" ? m.calendar_post_picture_n : m.calendar_post_video_n)({ number: index + 1 });
  const named = { label: label.toLowerCase() };
  const move = (direction: "up" | "down") => ({ intent: "move-media", mediaId: item.id, direction });
  return (
    <li className="grid gap-3 rounded-md border p-3 sm:grid-cols-[6rem_1fr]">
      <Thumbnail item={item} />
      <div className="grid min-w-0 gap-2">
        <p className="text-sm font-semibold">{label}</p>
        <MediaForm postId={item.postId} fields={{ intent: "alt-media", mediaId: item.id }} className="grid gap-2">
          <TextField
            id={`alt-${item.id}`}
            name="alt"
            label={m.calendar_post_alt_text_of(named)}
            defaultValue={item.alt}
            required
          />
          <Button type="submit" size="sm" variant="outline" className="w-fit">
            {m.calendar_post_save_alt_text()}
          </Button>
        </MediaForm>
        <div className="flex flex-wrap gap-2">
          <MediaForm postId={item.postId} fields={move("up")}>
            <Button
              type="submit"
              size="sm"
              variant="outline"
              disabled={index === 0}
              aria-label={m.calendar_post_move_up_of(named)}
            >
              {m.calendar_post_move_up()}
            </Button>
          </MediaForm>
          <MediaForm postId={item.postId} fields={move("down")}>
            <Button
              type="submit"
              size="sm"
              variant="outline"
              disabled={index === count - 1}
              aria-label={m.calendar_post_move_down_of(named)}
            >
              {m.calendar_post_move_down()}
            </Button>
          </MediaForm>
          <MediaForm postId={item.postId} fields={{ intent: "remove-media", mediaId: item.id }}>
            <Button type="submit" size="sm" variant="outline" aria-label={m.calendar_post_remove_of(named)}>
              {m.calendar_post_remove()}
            </Button>
          </MediaForm>
        </div>
      </div>
    </li>
  );
}

/**
 * A platform's pictures or video, for the post's writer and admins while the post may be edited (decision 41): up
 * to 10 JPEG, PNG or WebP pictures of 10 MB, or one MP4 video of 100 MB, each with its alt text.
 */
export function VariantMedia({ postId, platform, items }: { postId: string; platform: Platform; items: MediaItem[] }) {
  const { m } = usePortalTexts();
  const key = PLATFORM_KEYS[platform];
  return (
    <section aria-labelledby={`media-${key}`} className="grid gap-3 rounded-lg border p-3">
      <h3 id={`media-${key}`} className="font-semibold">
        {m.calendar_post_media_heading({ platform })}
      </h3>
      {items.length > 0 ? (
        <ol className="grid gap-2">
          {items.map((item, index) => (
            <MediaRow key={item.id} item={item} index={index} count={items.length} />
          ))}
        </ol>
      ) : null}
      <MediaForm postId={postId} fields={{ intent: "add-media", platform }} upload className="grid gap-2">
        <TextField
          id={`file-${key}`}
          name={MEDIA_FIELD}
          type="file"
          label={m.calendar_post_picture_or_video()}
          hint={m.calendar_post_media_hint()}
          accept="image/jpeg,image/png,image/webp,video/mp4"
          required
        />
        <TextField
          id={`alt-new-${key}`}
          name="alt"
          label={m.calendar_post_alt_text()}
          hint={m.calendar_post_alt_text_hint()}
          required
        />
        <Button type="submit" size="sm" className="w-fit">
          {m.calendar_post_add_to({ platform })}
        </Button>
      </MediaForm>
    </section>
  );
}
