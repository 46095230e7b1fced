/** Onboarding's mails: plain text, built from what they are given. */

/** The one-time link to continue a saved draft; `link` holds the token, so the mail is sensitive. */
export function draftLinkMail(link: string) {
  return {
    subject: "Continue your Fli Digital onboarding",
    text: [
      "Hello,",
      "",
      "You asked for a link to continue your Fli Digital onboarding where you left off.",
      "",
      `Continue here (the link works once, for 3 days): ${link}`,
      "",
      "Your saved answers are deleted 3 days after your last change. If you did not ask for this link, you can",
      "ignore this email: nothing changes unless the link is opened.",
    ].join("\n"),
  };
}
