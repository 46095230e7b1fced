import { describe, expect, it } from "vitest";
import { COMMENT_BODY_BYTES, MB } from "~/lib/upload-limits";
import { multipartBytes } from "./use-post-write";

/** What the browser sends for `body`: multipart, as fetch encodes a FormData. */
const encoded = async (body: FormData) => (await new Response(body).arrayBuffer()).byteLength;

describe("multipartBytes", () => {
  it("never counts less than the body the browser sends, so a body it lets through is not cut by the server", async () => {
    const bodies = [new FormData(), new FormData(), new FormData()];
    bodies[0]?.set("intent", "comment");
    bodies[1]?.set("body", "ක".repeat(5000));
    bodies[1]?.set("image", new File([new Uint8Array(MB)], "ලිපිය-screenshot.png", { type: "image/png" }));
    for (let i = 0; i < 10; i++) {
      bodies[2]?.append("screenshots", new File([new Uint8Array(1000 + i)], `s${i}.png`, { type: "image/png" }));
    }
    for (const body of bodies) {
      const sent = await encoded(body);
      expect(multipartBytes(body)).toBeGreaterThanOrEqual(sent);
      // And not by much: a body near the limit is still sent for the route to judge.
      expect(multipartBytes(body) - sent).toBeLessThan(512 * 12);
    }
  });

  it("keeps back a comment whose image alone is over the route's limit", () => {
    const body = new FormData();
    body.set("image", new File([new Uint8Array(COMMENT_BODY_BYTES)], "big.png", { type: "image/png" }));
    expect(multipartBytes(body)).toBeGreaterThan(COMMENT_BODY_BYTES);
  });
});
