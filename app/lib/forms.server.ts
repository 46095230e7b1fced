import { fail, ok, type Result } from "./result";
/**
 * The body of a form post. Anything that is not a form (JSON, plain text, a broken multipart body) is refused
 * with 415 and a sentence saying what to send, instead of failing as a 500. A field holding a control character
 * is refused with 400 and a sentence naming the field (`unsafeTextMessage`): no form has a use for them, and
 * a NUL byte makes PostgreSQL refuse the whole query.
 */
export async function readForm(request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new Response("Send the form as application/x-www-form-urlencoded or multipart/form-data.", {
      status: 415,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const field = findUnsafeField(form);
  if (field !== null) {
    throw new Response(unsafeTextMessage(field), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return form;
}

/**
 * The body of a JSON API call. A body that is not JSON, or that holds a control character in any string, is an
 * `invalid` problem with a sentence saying so, which the route answers (400) in its answer's shape.
 */
export async function readJson(request: Request): Promise<Result<unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return fail("invalid", "Expected a JSON body");
  }
  const field = findUnsafeValue(body, "");
  return field === null ? ok(body) : fail("invalid", unsafeTextMessage(field));
}

// C0 controls but tab, line feed and carriage return (a textarea sends those), and DEL. U+0000 above all: PostgreSQL
// refuses it in text and JSON, so a NUL that got through failed the query (and the query was logged with its values).
/** True when `text` holds a character no field has a use for. */
export function hasUnsafeText(text: string) {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}

/**
 * The name of the first field with an unsafe character, or null. A field that holds JSON (the checkout's wizard
 * answers) is looked into: "\u0000" written as an escape is a NUL once parsed. A file's name counts; its bytes do not.
 */
export function findUnsafeField(form: FormData): string | null {
  for (const [name, value] of form) {
    if (hasUnsafeText(name)) return "a field name";
    if (typeof value !== "string") {
      if (hasUnsafeText(value.name)) return name;
      continue;
    }
    if (hasUnsafeText(value)) return name;
    const start = value.trimStart()[0];
    if (start === "{" || start === "[") {
      try {
        if (findUnsafeValue(JSON.parse(value), name) !== null) return name;
      } catch {
        // Not JSON after all: the route's own checks decide about it.
      }
    }
  }
  return null;
}

/** The path of the first string (value or key) in a JSON value with an unsafe character, or null. */
function findUnsafeValue(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === "string") return hasUnsafeText(value) ? path || "the body" : null;
  if (value === null || typeof value !== "object" || depth > 20) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = Array.isArray(value) ? path : path ? `${path}.${key}` : key;
    if (hasUnsafeText(key)) return at;
    const found = findUnsafeValue(inner, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

// The forms' field names as their labels read; any other name is spelled out from its camelCase.
const labels: Record<string, string> = {
  flideskId: "Fli DESK ID",
  email: "Email",
  workEmail: "Work email",
  firstName: "First name",
  lastName: "Last name",
  fullName: "Full name",
  businessName: "Business name",
  wizard: "An onboarding answer",
};

function labelOf(field: string) {
  const last = field.split(".").at(-1) ?? field;
  if (labels[last]) return labels[last];
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]?.toUpperCase() + words.slice(1) : "A field";
}

/** The refusal for a field with a control character, in words a person can act on. */
export function unsafeTextMessage(field: string) {
  return `${labelOf(field)} contains a character that can't be used (such as a null byte). Please remove it and try again.`;
}
