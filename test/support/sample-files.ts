/**
 * Small documents for tests, one of each accepted type and a few disguises. Each builder takes a `tag` that
 * makes the bytes unique (the API stores one file per content and owner), placed where readers ignore it.
 */
import { randomUUID } from "node:crypto";

const encoder = new TextEncoder();

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}

function fromBase64(base64: string): Uint8Array {
  return new Uint8Array(Buffer.from(base64, "base64"));
}

/** A one-page PDF (a comment carries the tag). */
export function samplePdf(tag: string = randomUUID()): Uint8Array<ArrayBuffer> {
  return encoder.encode(
    `%PDF-1.4\n% ${tag}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  ) as Uint8Array<ArrayBuffer>;
}

/** A 1×1 PNG; the tag follows the IEND chunk. */
export function samplePng(tag: string = randomUUID()): Uint8Array<ArrayBuffer> {
  const png = fromBase64("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==");
  return concat(png, encoder.encode(tag));
}

/** A 1×1 JPEG (JFIF); the tag follows the end-of-image marker. */
export function sampleJpeg(tag: string = randomUUID()): Uint8Array<ArrayBuffer> {
  const jpeg = fromBase64(
    "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
  );
  return concat(jpeg, fromBase64("/9k="), encoder.encode(tag));
}

/** A Windows executable's first bytes ("MZ" header), as someone would rename it to `.pdf`. */
export function sampleExe(tag: string = randomUUID()): Uint8Array<ArrayBuffer> {
  return concat(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]), new Uint8Array(50), encoder.encode(`This program cannot be run in DOS mode. ${tag}`));
}

/** An HTML page with a script, as someone would rename it to `.pdf`; the PDF header further in makes it a polyglot. */
export function sampleHtml(tag: string = randomUUID()): Uint8Array<ArrayBuffer> {
  return encoder.encode(`<!doctype html><html><body><script>alert(document.cookie)</script><!-- %PDF-1.4 ${tag} --></body></html>`) as Uint8Array<ArrayBuffer>;
}
