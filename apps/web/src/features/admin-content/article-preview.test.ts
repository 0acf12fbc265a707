import { describe, expect, it } from "vitest";
import { previewDocument } from "./article-preview.ts";

describe("previewDocument", () => {
  it("puts the site as the base address first in the head", () => {
    const html =
      '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><link href="/assets/a.css"></head></html>';
    expect(previewDocument(html, "https://www.example.com")).toBe(
      '<!doctype html><html lang="zh-CN"><head><base href="https://www.example.com/"><meta charset="utf-8"><link href="/assets/a.css"></head></html>',
    );
  });

  it("still gives a base to a document without a head", () => {
    expect(previewDocument("<p>x</p>", "http://localhost:3000")).toBe(
      '<base href="http://localhost:3000/"><p>x</p>',
    );
  });
});
