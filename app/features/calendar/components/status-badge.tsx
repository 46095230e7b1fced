import { Badge } from "~/components/ui/badge";
import { usePortalTexts } from "~/lib/portal-texts";
import { type PostStatus, statusLabel } from "../workflow";

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
  const { m } = usePortalTexts();
  return (
    <Badge variant={variants[status]} className={className}>
      {statusLabel[status](m)}
    </Badge>
  );
}
