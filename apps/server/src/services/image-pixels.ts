import { DEFAULT_MAX_MEGAPIXELS, IMAGE_PIXEL_SETTING, MEGAPIXEL_BOUNDS } from "@corp/db/image-settings";
import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { AppError } from "../errors.ts";

/** The pixel limit of pictures (width × height) the site's settings name, in pixels. */
export async function imagePixelLimit(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("config")
    .select("value")
    .where("name", "=", IMAGE_PIXEL_SETTING.name)
    .executeTakeFirst();
  const megapixels = Number(row?.value);
  const [least, most] = MEGAPIXEL_BOUNDS;
  const valid = Number.isInteger(megapixels) && megapixels >= least && megapixels <= most;
  return (valid ? megapixels : DEFAULT_MAX_MEGAPIXELS) * 1_000_000;
}

/** The refusal of a picture of `width` × `height` over `limit` pixels (413, with the catalogue's message). */
export const tooManyPixels = (width: number, height: number, limit: number) =>
  new AppError({
    key: "imageTooManyPixels",
    status: 413,
    params: { width, height, limit: Math.round(limit / 1_000_000) },
  });

/**
 * A picture's width and height read from its header alone (no pixel is decoded), refused over `limit`
 * pixels; undefined when the bytes are no picture sharp reads.
 */
export async function checkedImageSize(
  bytes: Buffer,
  limit: number,
): Promise<{ width: number; height: number } | undefined> {
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height) return undefined;
  // An animated picture's frames are decoded one after another: each counts.
  const frames = Math.max(1, meta.pages ?? 1);
  if (meta.width * meta.height * frames > limit) throw tooManyPixels(meta.width, meta.height * frames, limit);
  return { width: meta.width, height: meta.height };
}
