import { requireUser } from "~/features/accounts/index.server";
import { DOCUMENT_NUMBER_PATTERN, documentOwner, documentPdf } from "~/features/billing/index.server";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import type { Route } from "./+types/billing-document";

const notFound = () => new Response("Not Found", { status: 404 });

/**
 * `/dashboard/documents/FLD-R-2026-000123.pdf`: a receipt's or credit note's PDF, made now from the database. Only
 * the client whose payment it is, and admins, may read it; for anyone else it does not exist (404, not 403, so a
 * number tells nothing). Signed out: the sign-in page, and back here after it. In the owner's language (the client's
 * `users.locale`), also for an admin: `documentPdf` reads it with the document.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const number = params.file.replace(/\.pdf$/, "");
  if (!DOCUMENT_NUMBER_PATTERN.test(number)) return notFound();
  const owner = await documentOwner(context.get(dbContext), number);
  if (!owner || (user.role !== "admin" && owner.userId !== user.id)) return notFound();
  const pdf = await documentPdf(context.get(dbContext), number);
  if (!pdf) return notFound();
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${number}.pdf"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
