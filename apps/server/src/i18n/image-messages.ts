import type { Lang } from "@corp/domain/lang";

/** Messages of the image resizing endpoint. */
export const imageMessages = {
  imageSizeInvalid: {
    "zh-cn": "图片尺寸无效：宽度 w 可选 {widths}，高度 h 可选 {heights}，且只能指定其中一个！",
    en: "Invalid image size: width w must be one of {widths}, height h one of {heights}, and only one of them may be given!",
  },
} satisfies Record<string, Record<Lang, string>>;
