import { Field, TextField } from "~/components/forms";
import { Textarea } from "~/components/ui/textarea";
import { formatNumber } from "~/lib/format";
import { usePortalTexts } from "~/lib/portal-texts";
import { PLATFORM_RULES, type Platform } from "../platforms";
import { variantField } from "../post-form";

export type VariantValue = { platform: string; caption: string; hashtags: string[]; firstComment: string };
export type PostFieldsValue = { title: string; localTime: string; writer: string | null; variants: VariantValue[] };
type Writer = { id: string; name: string };

/** One platform's part of the post: ticked to write for it, its caption, hashtags and first comment. */
function VariantFields({ platform, value }: { platform: Platform; value?: VariantValue }) {
  const { m, locale } = usePortalTexts();
  const caption = variantField("caption", platform);
  const limit = formatNumber(PLATFORM_RULES[platform].captionLimit, locale);
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-semibold">{platform}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="platforms" value={platform} defaultChecked={value !== undefined} />
        {m.calendar_post_write_for({ platform })}
      </label>
      <Field id={caption} label={m.calendar_post_caption()} hint={m.calendar_post_caption_hint({ limit })}>
        <Textarea
          id={caption}
          name={caption}
          rows={4}
          defaultValue={value?.caption}
          aria-describedby={`${caption}-hint`}
        />
      </Field>
      <TextField
        id={variantField("hashtags", platform)}
        name={variantField("hashtags", platform)}
        label={m.calendar_post_hashtags()}
        hint={m.calendar_post_hashtags_hint()}
        defaultValue={value?.hashtags.map((t) => `#${t}`).join(" ")}
      />
      <Field id={variantField("first-comment", platform)} label={m.calendar_post_first_comment()}>
        <Textarea
          id={variantField("first-comment", platform)}
          name={variantField("first-comment", platform)}
          rows={2}
          defaultValue={value?.firstComment}
        />
      </Field>
    </fieldset>
  );
}

/** The fields of a post, new or edited: title, Sri Lanka date and time, the writer (admins), one part per platform. */
export function PostFields({
  platforms,
  writers,
  value,
  idPrefix,
}: {
  platforms: readonly Platform[];
  writers: Writer[];
  value?: PostFieldsValue;
  idPrefix: string;
}) {
  const { m } = usePortalTexts();
  return (
    <div className="grid gap-4">
      <TextField
        id={`${idPrefix}-title`}
        name="title"
        label={m.calendar_post_title()}
        required
        defaultValue={value?.title}
      />
      <TextField
        id={`${idPrefix}-when`}
        name="scheduledAt"
        type="datetime-local"
        label={m.calendar_post_date_time()}
        required
        defaultValue={value?.localTime}
      />
      {writers.length > 0 && (
        <Field id={`${idPrefix}-writer`} label={m.calendar_post_writer()}>
          <select
            id={`${idPrefix}-writer`}
            name="writer"
            defaultValue={value?.writer ?? ""}
            className="h-10 rounded-md border bg-background px-3 text-sm"
          >
            <option value="">{m.calendar_post_no_writer()}</option>
            {writers.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      {platforms.length === 0 && <p className="text-sm text-muted-foreground">{m.calendar_post_no_platforms()}</p>}
      {platforms.map((p) => (
        <VariantFields key={p} platform={p} value={value?.variants.find((v) => v.platform === p)} />
      ))}
    </div>
  );
}
