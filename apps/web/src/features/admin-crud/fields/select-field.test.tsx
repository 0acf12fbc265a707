import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithTheme } from "../../../test/render.tsx";
import { SelectField } from "./select-field.tsx";

const options = [
  { value: "SSL", label: "SSL" },
  { value: "TLS", label: "STARTTLS" },
];

function shown(value: string) {
  renderWithTheme(
    <SelectField label="加密方式" value={value} options={options} onChange={vi.fn()} onBlur={vi.fn()} />,
  );
  const select = screen.getByRole("combobox") as HTMLSelectElement;
  return { value: select.value, text: select.selectedOptions[0]?.textContent, count: select.options.length };
}

describe("a select field", () => {
  it("shows nothing chosen when nothing is stored, not its first option", () => {
    expect(shown("")).toEqual({ value: "", text: "请选择加密方式", count: 3 });
  });

  it("shows a stored value that is none of its options as it is", () => {
    expect(shown("STARTTLS-legacy")).toEqual({ value: "STARTTLS-legacy", text: "STARTTLS-legacy", count: 3 });
  });

  it("shows a stored option with no option added", () => {
    expect(shown("TLS")).toEqual({ value: "TLS", text: "STARTTLS", count: 2 });
  });
});
