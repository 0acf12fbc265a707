import { describe, expect, it } from "vitest";
import { type LibraryFile, resolveShortcodes, shortcodeAttributes } from "./shortcodes.ts";
import { blockLayouts, importedHtml } from "./wp-html.ts";

const file = (id: number, parent: number, order: number): LibraryFile => ({
  id,
  url: `https://old.example/wp-content/uploads/2025/06/p${id}.jpg`,
  title: `p${id}`,
  caption: "",
  parent,
  order,
});
const files = new Map([7, 8, 9].map((id) => [id, file(id, id === 9 ? 0 : 5, 10 - id)]));

describe("shortcodes: WordPress's own become what they show, any other text in brackets stays", () => {
  it("leaves prose in brackets, numbered notes and unknown names as written", () => {
    for (const text of [
      "[注] 价格以合同为准",
      "see [1] and [2, 3]",
      "He said [sic] it",
      "[备注：含税]",
      "[lead-form]",
      "[my_plugin_thing id=3]",
      "a [gallery-like] word",
      "[Caption] as a heading",
    ])
      expect(resolveShortcodes(text)).toEqual({ html: text, removed: 0 });
  });

  it("reads attributes as WordPress does: quoted, single-quoted or bare, names in lower case", () => {
    expect(shortcodeAttributes(` ids="1,2" Columns='3' size=medium link=file`)).toEqual({
      ids: "1,2",
      columns: "3",
      size: "medium",
      link: "file",
    });
  });

  it("makes a caption a figure, a gallery its pictures, audio and video players, an embed a link", () => {
    const context = { files, postId: 5 };
    expect(
      resolveShortcodes(
        '[caption id="attachment_7" width="300"]<a href="/x"><img src="a.jpg"></a> A cat[/caption]',
        context,
      ).html,
    ).toBe('<figure><a href="/x"><img src="a.jpg"></a><figcaption>A cat</figcaption></figure>');
    expect(resolveShortcodes('[caption caption="Given"]<img src="a.jpg">[/caption]').html).toBe(
      '<figure><img src="a.jpg"><figcaption>Given</figcaption></figure>',
    );
    // Without ids: the post's own files in their order; with ids: those, as listed; unknown ids skipped.
    const gallery = (ids: number[]) =>
      `<figure class="rich-gallery">${ids.map((id) => `<figure><img src="https://old.example/wp-content/uploads/2025/06/p${id}.jpg" alt="p${id}"></figure>`).join("")}</figure>`;
    expect(resolveShortcodes("[gallery]", context).html).toBe(gallery([8, 7]));
    expect(resolveShortcodes('[gallery ids="9, 7, 404"]', context).html).toBe(gallery([9, 7]));
    expect(resolveShortcodes('[gallery exclude="8"]', context).html).toBe(gallery([7]));
    // A gallery of files the export does not have shows nothing and is counted.
    expect(resolveShortcodes('[gallery ids="404"]', context)).toEqual({ html: "", removed: 1 });
    expect(resolveShortcodes('[audio src="/a.mp3" ogg="/a.ogg"]').html).toBe(
      '<audio controls><source src="/a.mp3"><source src="/a.ogg"></audio>',
    );
    expect(resolveShortcodes('[audio mp3="/a.mp3"][/audio]').html).toBe(
      '<audio controls src="/a.mp3"></audio>',
    );
    expect(resolveShortcodes('[video mp4="/v.mp4" poster="/p.jpg" width="640"][/video]').html).toBe(
      '<video controls src="/v.mp4" poster="/p.jpg" width="640"></video>',
    );
    expect(resolveShortcodes('[playlist ids="7"]', context).html).toBe(
      '<figure><audio controls src="https://old.example/wp-content/uploads/2025/06/p7.jpg"></audio><figcaption>p7</figcaption></figure>',
    );
    expect(resolveShortcodes("[embed]https://v.example/1[/embed]").html).toBe(
      '<a href="https://v.example/1">https://v.example/1</a>',
    );
  });

  it("shows a shortcode written out ([[gallery]]) as text, and keeps a page builder's text without its wrappers", () => {
    expect(resolveShortcodes("write [[gallery]] or [[caption]x[/caption]]").html).toBe(
      "write &#91;gallery&#93; or &#91;caption]x[/caption&#93;",
    );
    expect(
      resolveShortcodes(
        '[vc_row][vc_column width="1/2"][vc_column_text]Hi[/vc_column_text][/vc_column][/vc_row]',
      ),
    ).toEqual({ html: "Hi", removed: 3 });
    expect(resolveShortcodes('Write to us: [contact-form-7 id="4" title="Contact"]')).toEqual({
      html: "Write to us: ",
      removed: 1,
    });
  });

  it("keeps the block editor's layouts as the site's classes and links an embed's address", () => {
    expect(
      blockLayouts(
        '<!-- wp:columns -->\n<div class="wp-block-columns is-layout-flex"><!-- wp:column -->\n<div class="wp-block-column"><p class="has-text">x</p></div><!-- /wp:column --></div>\n<!-- /wp:columns -->',
      ),
    ).toBe('<div class="rich-columns">\n<div class="rich-column"><p class="">x</p></div>\n</div>');
    const { html } = importedHtml(
      '<!-- wp:embed {"url":"https://v.example/2"} --><figure class="wp-block-embed"><div class="wp-block-embed__wrapper">\nhttps://v.example/2\n</div></figure><!-- /wp:embed -->',
      new Map(),
    );
    expect(html).toBe('<figure><div><a href="https://v.example/2">https://v.example/2</a></div></figure>');
  });
});
