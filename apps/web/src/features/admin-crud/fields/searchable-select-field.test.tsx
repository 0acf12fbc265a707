import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithTheme } from "../../../test/render.tsx";
import { SearchableSelectField } from "./searchable-select-field.tsx";

const zones = ["America/New_York", "Asia/Shanghai", "Asia/Tokyo", "UTC"].map((zone) => ({
  value: zone,
  label: zone,
}));

describe("a searchable select", () => {
  it("shows the stored choice in its search box, even one that is none of its options", () => {
    for (const value of ["Asia/Tokyo", "Asia/Tokio"]) {
      const { unmount } = renderWithTheme(
        <SearchableSelectField
          label="时区"
          value={value}
          options={zones}
          onChange={vi.fn()}
          onBlur={vi.fn()}
        />,
      );
      expect((screen.getByRole("combobox", { name: "时区" }) as HTMLInputElement).value).toBe(value);
      unmount();
    }
  });
});
