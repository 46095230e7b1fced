import { useRevalidator } from "react-router";
import { trackWrite } from "~/lib/writes-in-flight";

export type WriteAnswer = { ok: boolean; message?: string; status: number };

/**
 * The `{ ok, message }` a portal write answers, with its status. A body too large for the route is refused by the
 * server before the route runs (413, decision 26), in plain text: that text is the message.
 */
async function readAnswer(response: Response): Promise<WriteAnswer> {
  const text = await response.text().catch(() => "");
  try {
    const answer = JSON.parse(text) as { ok?: unknown; message?: unknown };
    const message = typeof answer.message === "string" ? answer.message : undefined;
    return { ok: answer.ok === true, message, status: response.status };
  } catch {
    const message = response.status === 413 && text ? text : undefined;
    return { ok: false, message, status: response.status };
  }
}

/**
 * Posts a portal write and answers how it went; the page's data is reloaded afterwards whatever the answer (a refused
 * write may still have changed something, and the reload carries any change heard from others meanwhile).
 */
export function usePostWrite() {
  const revalidator = useRevalidator();
  return async (url: string, body: FormData): Promise<WriteAnswer> => {
    try {
      return await trackWrite(async () => readAnswer(await fetch(url, { method: "POST", body })));
    } finally {
      revalidator.revalidate();
    }
  };
}
