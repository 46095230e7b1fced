import { Form } from "react-router";
import { TextField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/lib/format";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import { KEYWORD_MAX, type KeywordPlan } from "../keyword-text";

type Keyword = { id: string; text: string; addedAt: Date | string };

/** What the plan allows, in words: "3 of 20 keywords tracked on the Essential plan." */
function allowance(m: PortalMessages, plan: KeywordPlan | null, count: number) {
  if (!plan || plan.limit === 0) return m.keywords_no_seo_plan();
  if (plan.limit === null) return m.keywords_allowance_unlimited({ count, plan: plan.plan });
  return m.keywords_allowance({ count, limit: plan.limit, plan: plan.plan });
}

/** Each keyword with when it was added and its Remove button. */
function KeywordList({ keywords }: { keywords: Keyword[] }) {
  const { m, locale } = usePortalTexts();
  if (keywords.length === 0) return <p className="text-muted-foreground">{m.keywords_none_tracked()}</p>;
  return (
    <ul className="grid gap-2">
      {keywords.map((k) => (
        <li key={k.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
          <div className="min-w-0">
            <p className="font-medium break-words">{k.text}</p>
            <p className="text-xs text-muted-foreground">
              {m.keywords_added_on({ date: formatDate(k.addedAt, locale) })}
            </p>
          </div>
          <Form method="post">
            <input type="hidden" name="intent" value="remove-keyword" />
            <input type="hidden" name="keywordId" value={k.id} />
            <Button type="submit" size="sm" variant="outline">
              {m.keywords_remove()}
              <span className="sr-only"> {k.text}</span>
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

/** The answer of the last form posted here: what worked, or why not. */
export type KeywordAnswer = { ok: boolean; intent?: string; message?: string } | undefined;

/**
 * "Tracked keywords", for the client's freelancer and admins: the plan's allowance, the add form (refusals next to
 * the field) and each keyword with its Remove button.
 */
export function TrackedKeywords({
  keywords,
  plan,
  answer,
}: {
  keywords: Keyword[];
  plan: KeywordPlan | null;
  answer: KeywordAnswer;
}) {
  const { m } = usePortalTexts();
  const refusedAdd = answer && !answer.ok && answer.intent === "add-keyword" ? answer.message : undefined;
  const refusedRemove = answer && !answer.ok && answer.intent === "remove-keyword" ? answer.message : undefined;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{allowance(m, plan, keywords.length)}</p>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="add-keyword" />
        <TextField
          id="keyword"
          name="keyword"
          label={m.keywords_keyword()}
          required
          maxLength={KEYWORD_MAX}
          autoComplete="off"
          error={refusedAdd}
          fieldClassName="grid min-w-0 flex-1 basis-60 gap-2"
        />
        <Button type="submit" wrap>
          {m.keywords_add()}
        </Button>
      </Form>
      {answer?.ok ? (
        <p role="status" className="text-sm font-medium text-success-text">
          {answer.message}
        </p>
      ) : null}
      {refusedRemove ? (
        <p role="alert" className="text-sm font-medium text-danger-text">
          {refusedRemove}
        </p>
      ) : null}
      <KeywordList keywords={keywords} />
    </div>
  );
}
