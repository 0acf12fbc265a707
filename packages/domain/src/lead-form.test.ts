import { describe, expect, it } from "vitest";
import type { LeadForm } from "./lead-fields.ts";
import { leadFieldErrors, leadInputSchema } from "./lead-form.ts";

const form = (fields: [string, boolean][]): LeadForm => ({
  fields: fields.map(([name, required]) => ({ name: name as LeadForm["fields"][number]["name"], required })),
  privacyLink: "",
  privacyText: "",
});

const errorsOf = (f: LeadForm, values: object, lang: "zh-cn" | "en" = "en") => {
  const parsed = leadInputSchema(f, lang).safeParse(values);
  return parsed.success ? {} : leadFieldErrors(parsed.error);
};

describe("leadInputSchema", () => {
  const standard = form([
    ["name", true],
    ["mobile", true],
    ["email", false],
    ["message", true],
    ["consent", true],
  ]);

  it("takes a send that fills the form, trimmed, the fields not shown dropped", () => {
    const parsed = leadInputSchema(standard, "en").parse({
      name: "  Li Ming ",
      mobile: "+86 138-0013-8000",
      email: "",
      message: "Samples, please",
      consent: true,
      company: "not shown",
    });
    expect(parsed).toEqual({
      name: "Li Ming",
      mobile: "+86 138-0013-8000",
      email: "",
      company: "",
      subject: "",
      message: "Samples, please",
      consent: true,
    });
  });

  it("names each missing or wrong field in the asked language", () => {
    expect(errorsOf(standard, { email: "nope" })).toEqual({
      name: "Name is required",
      mobile: "Phone is required",
      email: "Please enter the correct email address",
      message: "Message is required",
      consent: "Please read and accept the privacy notice",
    });
    expect(errorsOf(standard, { name: "李", mobile: "12", message: "x", consent: true }, "zh-cn")).toEqual({
      mobile: "请输入正确的电话号码",
    });
  });

  it("follows the configuration: an optional field may be empty, a required one not, lengths hold", () => {
    const relaxed = form([
      ["email", true],
      ["company", false],
      ["message", false],
    ]);
    expect(errorsOf(relaxed, { email: "a@example.com" })).toEqual({});
    expect(errorsOf(relaxed, { company: "ACME" })).toEqual({ email: "Email is required" });
    expect(errorsOf(relaxed, { email: "a@example.com", message: "x".repeat(2001) })).toEqual({
      message: "Message may be at most 2000 characters",
    });
  });

  it("refuses a send with nothing written, and takes an unticked consent where it is optional", () => {
    const optional = form([
      ["message", false],
      ["consent", false],
    ]);
    expect(errorsOf(optional, { message: "  " })).toEqual({ form: "Please write something before sending" });
    expect(leadInputSchema(optional, "en").parse({ message: "hi" })).toMatchObject({ consent: false });
  });
});
