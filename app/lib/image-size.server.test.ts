import { describe, expect, it } from "vitest";
import { imageSizeOf } from "./image-size.server";
import { videoTypeOf } from "./storage.server";

const text = (s: string) => [...s].map((c) => c.charCodeAt(0));
const blob = (head: number[], size = 256) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new Blob([bytes]);
};

describe("imageSizeOf", () => {
  it("reads a PNG's IHDR, a WebP's VP8X and a JPEG's frame header after its other segments", async () => {
    const png = blob([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      0,
      0,
      0,
      13,
      ...text("IHDR"),
      0,
      0,
      2,
      128,
      0,
      0,
      1,
      224,
    ]);
    expect(await imageSizeOf(png, "image/png")).toEqual({ width: 640, height: 480 });
    const webp = blob([...text("RIFF"), 0, 0, 0, 0, ...text("WEBPVP8X"), 10, 0, 0, 0, 0, 0, 0, 0, 55, 4, 0, 69, 5, 0]);
    expect(await imageSizeOf(webp, "image/webp")).toEqual({ width: 1080, height: 1350 });
    // SOI, an APP1 segment of 100 bytes, a fill byte, then SOF2 (progressive): 320 high, 480 wide.
    const exif = [0xff, 0xe1, 0, 100, ...new Array(98).fill(0)];
    const jpeg = blob([0xff, 0xd8, ...exif, 0xff, 0xff, 0xc2, 0, 17, 8, 1, 64, 1, 224, 3]);
    expect(await imageSizeOf(jpeg, "image/jpeg")).toEqual({ width: 480, height: 320 });
  });

  it("gives up on what it cannot read cheaply, rather than guess", async () => {
    expect(await imageSizeOf(blob([0xff, 0xd8, 0x00, 0x00]), "image/jpeg")).toBeNull();
    expect(await imageSizeOf(blob([1, 2, 3], 10), "image/png")).toBeNull();
    expect(await imageSizeOf(blob([]), "video/mp4")).toBeNull();
  });
});

describe("videoTypeOf", () => {
  it("takes an MP4 by its ftyp box and brand, not a HEIC picture or a QuickTime movie", () => {
    const box = (brand: string) => new Uint8Array([0, 0, 0, 24, ...text("ftyp"), ...text(brand), 0, 0, 0, 0]);
    expect(videoTypeOf(box("isom"))).toEqual({ type: "video/mp4", ext: "mp4" });
    expect(videoTypeOf(box("mp42"))).toEqual({ type: "video/mp4", ext: "mp4" });
    for (const brand of ["heic", "avif", "qt  ", "mif1"]) expect(videoTypeOf(box(brand)), brand).toBeNull();
    expect(videoTypeOf(new Uint8Array(text("RIFF....WEBP")))).toBeNull();
  });
});
