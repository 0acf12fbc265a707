import { z } from "zod";

/** Item values by name; each value is checked against its item's type when saved. */
export const configValuesInput = z.record(z.string(), z.unknown());

export const configSaveGroupInput = z.object({
  group: z.string().min(1).max(30),
  values: configValuesInput,
});

export const testMailInput = z.object({
  to: z.email().max(100),
  /** The mail group's unsaved values, which override the stored ones for this test. */
  settings: z.record(z.string(), z.union([z.string().max(255), z.number()])).default({}),
});
