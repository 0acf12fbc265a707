/**
 * The most pixels (width × height, in millions) an uploaded or resized picture may have (issue 44, P6): a
 * small compressed file can hold a picture whose decoding takes gigabytes and minutes, so pictures are
 * measured from their header and refused before any decoding. In the "upload" settings group (migration
 * 0029 adds it to seeded sites, the seed to new ones). Never change a shipped entry; add new ones.
 */
export const IMAGE_PIXEL_SETTING = {
  name: "upload_max_pixels",
  title: "图片最大像素（百万）",
  type: "number",
  value: 40,
  tip: "上传和缩放的图片宽 × 高不得超过此数（单位：百万像素，1–1000），超过时在解码前拒绝",
} as const;

/** The limit when the setting is missing or not a whole number in range. */
export const DEFAULT_MAX_MEGAPIXELS = IMAGE_PIXEL_SETTING.value;

/** The megapixels the setting may name. */
export const MEGAPIXEL_BOUNDS = [1, 1000] as const;
