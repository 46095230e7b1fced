import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/lib/format";
import { usePortalTexts } from "~/lib/portal-texts";
import { commentRules, REASON_MAX } from "../comment-rules";
import type { DecisionView } from "../thread-view";
import { InlineTextForm } from "./inline-text-form";
import { OpenButton, PostForm, useOpenInPlace } from "./open-in-place";
import { useCommentPost } from "./use-comment-post";

/** The client's decision on an update, as every role sees it: which, by whom, when, and the reason for changes. */
function DecisionState({ decision }: { decision: DecisionView | null }) {
  const { m, locale } = usePortalTexts();
  if (!decision) {
    return (
      <p className="text-xs text-muted-foreground">
        <Badge variant="secondary">{m.project_awaiting_approval()}</Badge>
      </p>
    );
  }
  const approved = decision.decision === "approved";
  return (
    <div className="grid gap-1 text-xs">
      <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
        <Badge variant={approved ? "success" : "warning"}>
          {approved ? m.project_approved() : m.project_changes_requested()}
        </Badge>
        <span className="min-w-0 wrap-anywhere">
          {m.project_decided_by({ name: decision.by, date: formatDateTime(decision.at, locale) })}
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
  const { m } = usePortalTexts();
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
  const closeAll = () => {
    setAsking(false);
    setChanging(false);
  };
  return (
    <div className="mt-2 grid gap-2">
      <DecisionState decision={decision} />
      {choosing && (
        <DecisionButtons
          updateId={updateId}
          approved={decision?.decision === "approved"}
          busy={post.busy}
          onApprove={() => void approve()}
          onAsk={() => setAsking(true)}
        />
      )}
      {canDecide && decision !== null && !changing && !asking && (
        <div>
          <OpenButton
            {...{ updateId, what: `decide-${updateId}`, size: "sm", variant: "outline" }}
            onOpen={() => setChanging(true)}
          >
            {m.project_change_decision()}
          </OpenButton>
        </div>
      )}
      {canDecide && asking && <ChangeRequestForm updateId={updateId} onDone={closeAll} />}
      {post.error && !asking && (
        <p role="alert" className="text-xs text-danger-text">
          {post.error}
        </p>
      )}
    </div>
  );
}

/** Approve (posted at once) and Request changes (opens the reason's form). */
function DecisionButtons(props: {
  updateId: string;
  approved: boolean;
  busy: boolean;
  onApprove: () => void;
  onAsk: () => void;
}) {
  const { m } = usePortalTexts();
  const { updateId } = props;
  return (
    <div className="flex flex-wrap gap-2">
      <PostForm fields={{ intent: "approve", updateId }} send={props.onApprove}>
        <Button type="submit" size="sm" disabled={props.busy || props.approved}>
          {m.project_approve()}
        </Button>
      </PostForm>
      <OpenButton updateId={updateId} what={`changes-${updateId}`} onOpen={props.onAsk} size="sm" variant="outline">
        {m.project_request_changes()}
      </OpenButton>
    </div>
  );
}

function ChangeRequestForm({ updateId, onDone }: { updateId: string; onDone: () => void }) {
  const { m } = usePortalTexts();
  return (
    <InlineTextForm
      label={m.project_what_should_change()}
      name="reason"
      maxLength={REASON_MAX}
      submit={m.project_send_change_request()}
      busy={m.project_sending()}
      updateId={updateId}
      fields={{ intent: "request-changes", updateId }}
      check={commentRules(m).reasonProblem}
      onDone={onDone}
    />
  );
}
