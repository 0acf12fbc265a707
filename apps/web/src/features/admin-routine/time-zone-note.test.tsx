import { Field } from "@chakra-ui/react";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithTheme } from "../../test/render.tsx";
import { TimeZoneNote } from "./time-zone-note.tsx";

const shown = (stored: unknown, used: string) =>
  renderWithTheme(
    <Field.Root>
      <TimeZoneNote stored={stored} used={used} />
    </Field.Root>,
  );

describe("the time-zone setting's note", () => {
  it("says what the zone does, and nothing more when the site runs on the zone stored", () => {
    shown("Asia/Tokyo", "Asia/Tokyo");
    expect(screen.getByText(/站点的时钟/)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("warns that a stored name is no zone, and names the zone the site runs on instead", () => {
    shown("Asia/Tokio", "Asia/Shanghai");
    expect(screen.getByRole("alert").textContent).toBe(
      "“Asia/Tokio”不是时区，站点目前按 Asia/Shanghai 计时：请从列表中选择一个时区并保存。",
    );
  });
});
