/** Spec 02 §4: badge colours and labels; unknown values are shown as they are. */
export function statusBadge(status: string, view: "client" | "admin" = "client") {
  switch (status) {
    case "completed":
      return { variant: "success" as const, label: "Completed" };
    case "in_progress":
      return { variant: "info" as const, label: view === "client" ? "In Development" : "In Progress" };
    case "pending":
      return { variant: "warning" as const, label: "Pending" };
    default:
      return { variant: "secondary" as const, label: status };
  }
}
