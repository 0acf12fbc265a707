import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { en } from "../../../i18n/locales/en.ts";
import { outcomeOf } from "./lead-api.ts";
import { LeadFormIsland, type LeadFormProps } from "./lead-form.tsx";

const props: LeadFormProps = {
  id: "lead-test",
  lang: "en",
  form: {
    fields: [
      { name: "name", required: true },
      { name: "email", required: false },
      { name: "message", required: true },
      { name: "consent", required: true },
    ],
    privacyLink: "/privacy",
    privacyText: "",
  },
  labels: {
    name: "Name",
    mobile: "Phone",
    email: "Email",
    company: "Company",
    subject: "Subject",
    message: "Message",
    consent: "Privacy consent",
  },
  texts: en.leadForm,
};

type Sent = { key: string; captchaId?: string; name?: string };

/** The server's answers, in turn; each send's body is kept. */
function answering(...answers: (object | Error)[]) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith("/api/common/clickCaptcha"))
        return Response.json({
          code: 1,
          msg: "",
          data: { id: "c1", text: ["A", "B"], base64: "data:,", width: 350, height: 200 },
        });
      sent.push(JSON.parse(String(init?.body)));
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return Response.json(answer);
    }),
  );
  return sent;
}

const fill = () => {
  fireEvent.change(screen.getByLabelText("Name*"), { target: { value: "Li Ming" } });
  fireEvent.change(screen.getByLabelText("Message*"), { target: { value: "Samples, please" } });
  fireEvent.click(screen.getByRole("checkbox"));
};
const submit = () => fireEvent.click(screen.getByRole("button", { name: en.leadForm.submit }));

afterEach(() => vi.unstubAllGlobals());

describe("the lead form island", () => {
  it("renders labelled fields as configured, the required ones marked, before any script runs", () => {
    const html = renderToString(<LeadFormIsland {...props} />);
    expect(html).toMatch(/autocomplete="name"/i);
    expect(html).toMatch(/<label[^>]*for="[^"]*-name"/);
    expect(html).not.toContain("-mobile");
    // The site's privacy notice opens in the page's language (this form is English).
    expect(html).toContain('href="/en/privacy"');
    // The button waits for the script, so nothing is sent as a query string.
    expect(html).toMatch(/<button type="submit"[^>]*disabled/);
  });

  it("shows each refusal beside its field, then the server's thanks, and starts a new fill", async () => {
    const sent = answering(
      { code: 0, msg: "Name is required", data: { fields: { name: "Name is required" } } },
      { code: 1, msg: "Thank you", data: null },
    );
    render(<LeadFormIsland {...props} />);
    submit();
    const name = screen.getByLabelText("Name*");
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(String(name.getAttribute("aria-describedby")))?.textContent).toBe(
      "Name is required",
    );
    fill();
    submit();
    expect(await screen.findByText("Thank you")).toBeTruthy();
    expect(sent[1]).toMatchObject({ name: "Li Ming", consent: true, website: "" });
    // The refused send stored nothing: the fill kept its key until it was stored.
    expect(sent[1]?.key).toBe(sent[0]?.key);
    fireEvent.click(screen.getByRole("button", { name: en.leadForm.sendAnother }));
    expect((screen.getByLabelText("Name*") as HTMLInputElement).value).toBe("");
  });

  it("sends a fill that got no answer again with the same key, so it is stored once", async () => {
    const sent = answering(new TypeError("network down"), { code: 1, msg: "Thank you", data: null });
    render(<LeadFormIsland {...props} />);
    fill();
    submit();
    expect(await screen.findByText(en.leadForm.networkError)).toBeTruthy();
    submit();
    await screen.findByText("Thank you");
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);
  });

  it("shows the click captcha when the server asks for it, and sends the clicks with the form", async () => {
    const sent = answering(
      { code: 0, msg: "Please complete the click captcha!", data: { captcha: true } },
      { code: 1, msg: "Thank you", data: null },
    );
    render(<LeadFormIsland {...props} />);
    fill();
    submit();
    const picture = await screen.findByRole("button", { name: en.leadForm.captcha.imageAlt });
    fireEvent.click(picture, { clientX: 10, clientY: 10 });
    fireEvent.click(picture, { clientX: 20, clientY: 20 });
    await screen.findByText("Thank you");
    expect(sent[1]).toMatchObject({ captchaId: "c1", key: sent[0]?.key });
  });
});

describe("outcomeOf", () => {
  it("reads the answers of a send", () => {
    expect(outcomeOf({ code: 1, msg: "ok" })).toEqual({ kind: "sent", message: "ok" });
    expect(outcomeOf({ code: 0, msg: "c", data: { captcha: true } })).toEqual({
      kind: "captcha",
      message: "c",
    });
    expect(outcomeOf({ code: 0, msg: "f", data: { fields: { name: "x" } } })).toMatchObject({
      kind: "fields",
    });
    expect(outcomeOf({ code: 0, msg: "too often", data: null })).toEqual({
      kind: "refused",
      message: "too often",
    });
  });
});
