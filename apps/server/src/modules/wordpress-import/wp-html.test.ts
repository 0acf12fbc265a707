import { describe, expect, it } from "vitest";
import { importedHtml, originalOf, paragraphs, plainText, uploadsPathOf } from "./wp-html.ts";

describe("a WordPress text as stored here", () => {
  it("lays out a classic-editor text in paragraphs and line breaks, and leaves block-editor text as it is", () => {
    expect(paragraphs("One.\n\nTwo\nlines.")).toBe("<p>One.</p>\n<p>Two<br>\nlines.</p>");
    expect(paragraphs("<p>Already</p>\n\n<p>laid out</p>")).toBe("<p>Already</p>\n\n<p>laid out</p>");
    expect(paragraphs("<h2>Title</h2>\n\nText")).toBe("<h2>Title</h2>\n<p>Text</p>");
  });

  it("keeps a code block's lines and blank lines as written while laying out the text around it", () => {
    expect(paragraphs("Before.\n\n<pre><code>a = 1\n\nb = 2</code></pre>\n\nAfter.")).toBe(
      "<p>Before.</p>\n<pre><code>a = 1\n\nb = 2</code></pre>\n<p>After.</p>",
    );
    expect(paragraphs("<details><summary>Q</summary>A</details>\n\nText")).toBe(
      "<details><summary>Q</summary>A</details>\n<p>Text</p>",
    );
  });

  it("points the old site's uploads, and the sizes WordPress made of them, at the imported files", () => {
    expect(uploadsPathOf("https://old.example/wp-content/uploads/2024/05/a%20b.png")).toBe("2024/05/a b.png");
    // A site in a folder, a WordPress.com site's files host, and Jetpack's image CDN in front of either.
    expect(uploadsPathOf("https://old.example/blog/wp-content/uploads/2024/05/c.png")).toBe("2024/05/c.png");
    expect(uploadsPathOf("https://acmeblog.files.wordpress.com/2024/05/d.jpg?w=300")).toBe("2024/05/d.jpg");
    expect(uploadsPathOf("https://i0.wp.com/acmeblog.files.wordpress.com/2024/05/e.jpg")).toBe(
      "2024/05/e.jpg",
    );
    expect(uploadsPathOf("https://i2.wp.com/old.example/wp-content/uploads/2024/05/f.jpg?ssl=1")).toBe(
      "2024/05/f.jpg",
    );
    expect(uploadsPathOf("https://cdn.example/2024/05/g.jpg")).toBeUndefined();
    expect(originalOf("2024/05/photo-300x200.jpg")).toBe("2024/05/photo.jpg");
    const media = new Map([["2024/05/photo.jpg", "/storage/20261128/abc.jpg"]]);
    const { html, missingMedia } = importedHtml(
      '<p><img src="https://old.example/wp-content/uploads/2024/05/photo-300x200.jpg" srcset="x 1x"><img src="/wp-content/uploads/2024/05/other.jpg"></p>',
      media,
    );
    expect(html).toBe(
      '<p><img src="/storage/20261128/abc.jpg"><img src="/wp-content/uploads/2024/05/other.jpg"></p>',
    );
    // The picture that still points at the old site is named, for the report line.
    expect(missingMedia).toEqual(["2024/05/other.jpg"]);
    // A WordPress.com site's text: its files host with a size asked in the query, and the CDN.
    const hosted = importedHtml(
      '<p><img src="https://acmeblog.files.wordpress.com/2024/05/photo.jpg?w=300&amp;h=200"><img src="https://i0.wp.com/acmeblog.files.wordpress.com/2024/05/photo-1024x768.jpg?ssl=1"></p>',
      media,
    );
    expect(hosted.html).toBe(
      '<p><img src="/storage/20261128/abc.jpg"><img src="/storage/20261128/abc.jpg"></p>',
    );
  });

  it("goes through the sanitiser: scripts, handlers, javascript: links and the editor's comments go", () => {
    const { html } = importedHtml(
      '<!-- wp:paragraph --><p onclick="x()">Hi <a href="javascript:alert(1)">a</a></p><!-- /wp:paragraph --><script>alert(1)</script>',
      new Map(),
    );
    expect(html).toBe("<p>Hi <a>a</a></p>");
  });

  it("makes plain text of an excerpt or a title", () => {
    expect(plainText("The <em>fastest</em>&nbsp;arm &amp; more", 100)).toBe("The fastest arm & more");
    expect(plainText("长".repeat(600), 500)).toHaveLength(500);
  });
});
