/**
 * The body of a form post. Anything that is not a form (JSON, plain text, a broken multipart body) is refused
 * with 415 and a sentence saying what to send, instead of failing as a 500.
 */
export async function readForm(request: Request) {
  try {
    return await request.formData();
  } catch {
    throw new Response("Send the form as application/x-www-form-urlencoded or multipart/form-data.", {
      status: 415,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
