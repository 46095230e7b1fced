import { BotIcon } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { usePortalTexts } from "~/lib/portal-texts";
import type { Answer } from "~/lib/result";
import { ASK_INTENT } from "../assistant";

type Reply = Answer<{ answer: { source: "ai" | "local"; text: string; notice?: string } }>;

/**
 * docs/product.md, Fli DESK portal: idle, thinking, answered (by the AI service or by local guidance). An empty
 * prompt cannot be sent. Asked in one project's box, it still sees all the user's projects. Without a configured
 * service it says so once, quietly, under its title, rather than before every answer.
 */
export function AssistantBox({
  projectId,
  title,
  configured,
}: {
  projectId: string;
  title: string;
  configured: boolean;
}) {
  const { m } = usePortalTexts();
  const fetcher = useFetcher<Reply>();
  const [prompt, setPrompt] = useState("");
  const thinking = fetcher.state !== "idle";
  const id = `prompt-${projectId}`;
  return (
    <section aria-label={m.insights_assistant_for({ title })} className="rounded-xl border border-border bg-card p-5">
      <h3 className="flex items-center gap-2 font-semibold">
        <BotIcon className="size-5 text-primary" aria-hidden="true" /> {title}
      </h3>
      {!configured && <p className="mt-1 text-xs text-muted-foreground">{m.insights_local()}</p>}
      <fetcher.Form method="post" action="/dashboard/assistant" className="mt-3 grid gap-2">
        <input type="hidden" name="intent" value={ASK_INTENT} />
        <input type="hidden" name="projectId" value={projectId} />
        <Label htmlFor={id}>{m.insights_ask_about()}</Label>
        <Textarea
          id={id}
          name="prompt"
          rows={2}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          className="min-h-0"
        />
        <Button type="submit" disabled={!prompt.trim() || thinking} className="w-fit">
          {thinking ? m.insights_thinking() : m.insights_ask()}
        </Button>
      </fetcher.Form>
      <div aria-live="polite" className="mt-3 text-sm">
        {fetcher.data?.ok === false && <p className="text-danger-text">{fetcher.data.message}</p>}
        {fetcher.data?.ok && (
          <div className="rounded-md bg-muted p-3">
            {fetcher.data.answer.notice && (
              <p className="mb-1 text-xs text-warning-text">{fetcher.data.answer.notice}</p>
            )}
            <p data-testid="assistant-answer" className="whitespace-pre-line">
              {fetcher.data.answer.text}
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
