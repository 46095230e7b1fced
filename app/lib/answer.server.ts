import { data } from "react-router";
import { problemInit } from "./http.server";
import type { Answer, Result } from "./result";

/**
 * The one way an action turns a feature's `Result` into the browser's answer: the value spread beside `ok: true`
 * (200), or the problem's words with the status its kind maps to (app/lib/http.server.ts). `intent` is echoed so a
 * page with several forms knows which one was answered. `headers` go with a write that worked (a cookie it sets).
 */
export function answer<T extends object>(result: Result<T>, intent?: string, headers?: Record<string, string>) {
  const named = intent === undefined ? {} : { intent };
  if (result.ok) return data<Answer<T>>({ ok: true, ...named, ...result.value }, headers ? { headers } : undefined);
  const { message, title, fields } = result.problem;
  return data<Answer<T>>({ ok: false, ...named, message, title, fields }, problemInit(result.problem));
}
