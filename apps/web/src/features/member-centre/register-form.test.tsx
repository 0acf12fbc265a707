import { ChakraProvider } from "@chakra-ui/react";
import type { RegisterMode } from "@corp/domain/register-mode";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../i18n/i18n.ts";
import { system } from "../../theme/system.ts";
import { RegisterForm } from "./register-form.tsx";

/** The server: the check-in settings (mail set up, no captcha), and each registration's body kept. */
function server() {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = input instanceof Request ? input.method : (init?.method ?? "GET");
      if (url.includes("/api/user/checkIn") && method === "GET")
        return Response.json({
          code: 1,
          msg: "",
          data: {
            userLoginCaptchaSwitch: false,
            sendCodeCaptchaSwitch: false,
            accountVerificationType: ["email"],
            registerMode: "approval",
            openMemberCenter: true,
          },
        });
      const body = input instanceof Request ? await input.text() : String(init?.body ?? "{}");
      sent.push(JSON.parse(body));
      return Response.json({
        code: 1,
        msg: "注册成功，账号正在等待管理员审核，审核通过后即可登录！",
        data: { awaitingApproval: true, routePath: "", userInfo: { id: 0, username: "wang_wu" } },
      });
    }),
  );
  return sent;
}

function renderForm(mode: RegisterMode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        <RegisterForm mode={mode} onRegistered={() => undefined} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

/** A field's label as shown, the marks beside it included. */
const labelOf = (input: HTMLElement) => document.querySelector(`label[for="${input.id}"]`)?.textContent;

const fillAccount = () => {
  fireEvent.input(screen.getByLabelText(/^用户名/), { target: { value: "wang_wu" } });
  fireEvent.input(screen.getByLabelText(/^密码/), { target: { value: "member-Pass1" } });
  fireEvent.input(screen.getByLabelText(/^确认密码/), { target: { value: "member-Pass1" } });
};
const submit = () => fireEvent.click(screen.getByRole("button", { name: "注册" }));

describe("RegisterForm", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks a site that approves members for the account and, optionally, an email, marking what is required", async () => {
    const sent = server();
    renderForm("approval");
    expect(labelOf(screen.getByLabelText(/^用户名/))).toBe("用户名*");
    expect(labelOf(screen.getByLabelText(/^密码/))).toBe("密码*");
    expect(labelOf(screen.getByLabelText(/^确认密码/))).toBe("确认密码*");
    const email = screen.getByLabelText(/^电子邮箱/);
    expect(labelOf(email)).toBe("电子邮箱（选填）");
    expect(screen.queryByText(/手机号/)).toBeNull();
    expect(await screen.findByText("审核通过后，我们会发邮件告诉您")).toBeTruthy();

    fillAccount();
    fireEvent.input(email, { target: { value: "wang" } });
    submit();
    expect(await screen.findByText("请输入正确的电子邮箱")).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.input(email, { target: { value: "" } });
    submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ tab: "register", username: "wang_wu", password: "member-Pass1" });
  });

  it("asks a captcha site for an email or mobile number, required, in words about both", async () => {
    const sent = server();
    renderForm("captcha");
    const address = screen.getByLabelText(/^邮箱或手机号/);
    expect(labelOf(address)).toBe("邮箱或手机号*");
    fillAccount();
    submit();
    expect(await screen.findByText("请填写邮箱或手机号！")).toBeTruthy();
    fireEvent.input(address, { target: { value: "wang" } });
    submit();
    expect(await screen.findByText("请输入正确的电子邮箱或手机号")).toBeTruthy();
    fireEvent.input(address, { target: { value: "13800138000" } });
    submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ username: "wang_wu", mobile: "13800138000" });
  });
});
