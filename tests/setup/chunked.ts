import http from "node:http";

export type ChunkedAnswer = { status: number; connection?: string; body: string; sent: number };

/**
 * Posts `prefix` then `total` bytes of `chunk`s with no Content-Length (Node sends it chunked), stopping as soon as
 * an answer comes: what a client sending a huge body sees, and how much it got to send.
 */
export function postChunked(
  url: string,
  { headers, prefix, chunk, total }: { headers: Record<string, string>; prefix: string; chunk: Buffer; total: number },
) {
  return new Promise<ChunkedAnswer>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(url, { method: "POST", headers: { ...headers, "Transfer-Encoding": "chunked" } });
    req.on("response", (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on("data", (c) => parts.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          body: Buffer.concat(parts).toString(),
          sent,
        }),
      );
    });
    // The server closing the socket mid-body is expected; only an error before any answer fails the test.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    req.write(prefix);
    pump();
  });
}
