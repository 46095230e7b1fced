import { DateTime } from "~/components/date-time";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { REASON_MAX, reasonProblem } from "../comment-rules";
import type { DecisionView } from "../thread-view";
import { InlineTextForm } from "./inline-text-form";
import { OpenButton, PostForm, useOpenInPlace } from "./open-in-place";
import { useCommentPost } from "./use-comment-post";

/** The client's decision on an update, as every role sees it: which, by whom, when, and the reason for changes. */
function DecisionState({ decision }: { decision: DecisionView | null }) {
  if (!decision) {
    return (
      <p className="text-xs text-muted-foreground">
        <Badge variant="secondary">Awaiting approval</Badge>
      </p>
    );
  }
  const approved = decision.decision === "approved";
  return (
    <div className="grid gap-1 text-xs">
      <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
        <Badge variant={approved ? "success" : "warning"}>{approved ? "Approved" : "Changes requested"}</Badge>
        <span className="min-w-0 wrap-anywhere">
          by {decision.by} on <DateTime at={decision.at} />
        </span>
      </p>
      {decision.reason && <p className="whitespace-pre-wrap break-words text-sm">{decision.reason}</p>}
    </div>
  );
}

/** The decision, and for the project's client the buttons to approve or request changes (a reason required). */
export function UpdateDecision({
  updateId,
  decision,
  canDecide,
}: {
  updateId: string;
  decision: DecisionView | null;
  canDecide: boolean;
}) {
  const post = useCommentPost();
  const [asking, setAsking] = useOpenInPlace(`changes-${updateId}`);
  // Once decided, the decision stands in the buttons' place; "Change decision" brings them back.
  const [changing, setChanging] = useOpenInPlace(`decide-${updateId}`);
  const choosing = canDecide && !asking && (decision === null || changing);
  const approve = async () => {
    const body = new FormData();
    body.set("intent", "approve");
    body.set("updateId", updateId);
    if (await post.send(body)) setChanging(false);
  };
  return (
    <div className="mt-2 grid gap-2">
      <DecisionState decision={decision} />
      {choosing && (
        <div className="flex flex-wrap gap-2">
          <PostForm fields={{ intent: "approve", updateId }} send={() => void approve()}>
            <Button type="submit" size="sm" disabled={post.busy || decision?.decision === "approved"}>
              Approve
            </Button>
          </PostForm>
          <OpenButton
            updateId={updateId}
            what={`changes-${updateId}`}
            onOpen={() => setAsking(true)}
            size="sm"
            variant="outline"
          >
            Request changes
          </OpenButton>
        </div>
      )}
      {canDecide && decision !== null && !changing && !asking && (
        <div>
          <OpenButton
            updateId={updateId}
            what={`decide-${updateId}`}
            onOpen={() => setChanging(true)}
            size="sm"
            variant="outline"
          >
            Change decision
          </OpenButton>
        </div>
      )}
      {canDecide && asking && (
        <ChangeRequestForm
          updateId={updateId}
          onDone={() => {
            setAsking(false);
            setChanging(false);
          }}
        />
      )}
      {post.error && !asking && (
        <p role="alert" className="text-xs text-danger-text">
          {post.error}
        </p>
      )}
    </div>
  );
}

function ChangeRequestForm({ updateId, onDone }: { updateId: string; onDone: () => void }) {
  return (
    <InlineTextForm
      label="What should change?"
      name="reason"
      maxLength={REASON_MAX}
      submit="Send change request"
      busy="Sending..."
      updateId={updateId}
      fields={{ intent: "request-changes", updateId }}
      check={reasonProblem}
      onDone={onDone}
    />
  );
}
