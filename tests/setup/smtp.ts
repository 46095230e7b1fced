import { type AddressInfo, connect, createServer, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; body: string };

/**
 * A real SMTP server on loopback: mails go through nodemailer and the SMTP protocol, as in production.
 * `refuse` lists recipients it answers 550 for; `holdData`, when set, delays accepting each message until the
 * promise it returns settles.
 */
export async function startSmtpServer(options: { refuse?: string[]; holdData?: () => Promise<void> } = {}) {
  const received: ReceivedMail[] = [];
  let receiving = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    closeTimeout: 1000,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.includes(address.address)) {
        const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      receiving++;
      let body = "";
      stream.on("data", (chunk) => {
        body += chunk;
      });
      stream.on("end", async () => {
        await options.holdData?.();
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), body });
        receiving--;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages whose data has arrived but which are not yet accepted. */
    receiving: () => receiving,
    /** The mails whose Subject header is `subject`. */
    withSubject: (subject: string) => received.filter((m) => m.body.includes(`Subject: ${subject}\r\n`)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A mail server that has stopped answering: it accepts TCP connections and never says a word. After `recover(port)`
 * new connections are handed to the SMTP server on that port, as if the mail server had come back.
 */
export async function startSilentSmtpServer() {
  const held = new Set<Socket>();
  let connections = 0;
  let forwardTo: number | undefined;
  const open = new Set<Socket>();
  const server = createServer((socket) => {
    connections++;
    open.add(socket);
    socket.on("close", () => open.delete(socket));
    socket.on("error", () => {});
    if (forwardTo === undefined) {
      held.add(socket);
      socket.on("close", () => held.delete(socket));
      return;
    }
    const upstream = connect(forwardTo, "127.0.0.1");
    upstream.on("error", () => socket.destroy());
    socket.on("close", () => upstream.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Connections accepted so far. */
    connections: () => connections,
    /** Connections accepted and still waiting for a greeting. */
    waiting: () => held.size,
    recover(port: number) {
      forwardTo = port;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Polls `check` until it gives a truthy value (every 50 ms, up to `ms`); the value is returned. */
export async function eventually<T>(check: () => Promise<T> | T, ms = 20_000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`not reached within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A received mail's text as a reader sees it: quoted-printable soft line breaks joined and `=XX` decoded. */
export function readableText(mail: ReceivedMail) {
  return mail.body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first link in a received mail that goes to `path` (e.g. "/dashboard/reset/"). */
export function linkIn(mail: ReceivedMail, path: string) {
  const escaped = path.replace(/[/.]/g, "\\$&");
  const match = new RegExp(`https?://[^\\s"<>]+${escaped}[\\w-]+`).exec(mailText(mail));
  if (!match) throw new Error(`no link to ${path} in the mail`);
  return match[0];
}

/** A received mail's body as written: each MIME part decoded from base64 or quoted-printable, then read as UTF-8. */
export function mailText(mail: ReceivedMail) {
  const parts = mail.body.split(/\r\n(?=--)/);
  return parts
    .map((part) => {
      const [head = "", ...rest] = part.split("\r\n\r\n");
      const body = rest.join("\r\n\r\n");
      if (/Content-Transfer-Encoding: base64/i.test(head))
        return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
      if (/Content-Transfer-Encoding: quoted-printable/i.test(head))
        return quotedPrintable(body.replace(/=\r?\n/g, ""));
      // A multipart mail's own headers come before its first part: they hold no text. A single-part mail's do.
      return /Content-Type: multipart\//i.test(head) ? "" : body;
    })
    .join("\n");
}

/**
 * A received mail's subject as its reader sees it: the header unfolded and its MIME encoded-words (RFC 2047, B or
 * Q) decoded. Encoded-words next to each other are one text (the space between them is not part of it), and a
 * letter's bytes may be split between two of them, so their bytes are joined before they are read as UTF-8.
 */
export function subjectOf(mail: ReceivedMail) {
  const header = (/^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(mail.body)?.[1] ?? "").replace(/\r\n[ \t]+/g, " ");
  const word = /=\?UTF-8\?([BQ])\?([^?]*)\?=/gi;
  return header.replace(/=\?UTF-8\?[BQ]\?[^?]*\?=(?:\s+=\?UTF-8\?[BQ]\?[^?]*\?=)*/gi, (run) =>
    Buffer.concat(
      [...run.matchAll(word)].map(([, kind = "B", text = ""]) =>
        kind.toUpperCase() === "B"
          ? Buffer.from(text, "base64")
          : Buffer.from(
              text
                .replace(/_/g, " ")
                .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
              "latin1",
            ),
      ),
    ).toString("utf8"),
  );
}

/** Quoted-printable bytes (`=XX`) read as UTF-8. */
function quotedPrintable(text: string) {
  const bytes = text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
}
