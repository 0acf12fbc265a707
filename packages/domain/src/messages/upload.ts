import type { Messages } from "../lang.ts";

/** Uploads (checked in the order of SPEC §5) and the image resizing endpoint. */
export const uploadCatalogue = {
  uploadIncomplete: {
    "zh-cn": "上传文件的数据不完整！",
    en: "The data of the uploaded file is incomplete!",
  },
  uploadTypeNotAllowed: {
    "zh-cn": "上传文件的类型不被允许！",
    en: "The type of uploaded file is not allowed!",
  },
  uploadTooLarge: {
    "zh-cn": "上传文件的大小超出允许范围！",
    en: "The size of the uploaded file exceeds the allowed range!",
  },
  imageTooManyPixels: {
    "zh-cn": "图片像素过多：宽 × 高为 {width} × {height}，超过上限 {limit} 百万像素！",
    en: "The image has too many pixels: {width} × {height} is over the limit of {limit} megapixels!",
  },
  uploadSuccess: { "zh-cn": "上传成功！", en: "Upload successful!" },
  uploadQuotaReached: {
    "zh-cn": "今天的上传额度已用完（最多 {files} 个文件、共 {size}），请明天再试！",
    en: "Today's upload allowance is used up (at most {files} files, {size} in all); please try again tomorrow!",
  },
  uploadTooOften: {
    "zh-cn": "上传太频繁，请 {seconds} 秒后再试！",
    en: "Uploading too often; please try again in {seconds} seconds!",
  },
  imageSizeInvalid: {
    "zh-cn":
      "图片尺寸无效：宽度 w 可选 {widths}，高度 h 可选 {heights}，正方形 s 可选 {squares}，且只能指定其中一个！",
    en: "Invalid image size: width w must be one of {widths}, height h one of {heights}, square s one of {squares}, and only one of them may be given!",
  },
} satisfies Record<string, Messages>;
