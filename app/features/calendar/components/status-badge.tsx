import { Badge } from "~/components/ui/badge";
import { type PostStatus, statusLabels } from "../workflow";

const variants: Record<PostStatus, "secondary" | "info" | "warning" | "success" | "danger" | "outline"> = {
  draft: "secondary",
  in_review: "info",
  awaiting_client: "warning",
  approved: "success",
  changes_requested: "danger",
  on_hold: "outline",
  scheduled: "info",
  published: "success",
  failed: "danger",
};

export function PostStatusBadge({ status, className }: { status: PostStatus; className?: string }) {
  return (
    <Badge variant={variants[status]} className={className}>
      {statusLabels[status]}
    </Badge>
  );
}
