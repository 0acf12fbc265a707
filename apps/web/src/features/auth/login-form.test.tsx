import { ApiError } from "@corp/client";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithTheme } from "../../test/render.tsx";
import { LoginForm } from "./login-form.tsx";

function fill(username: string, password: string) {
  fireEvent.input(screen.getByLabelText(/用户名/), { target: { value: username } });
  fireEvent.input(screen.getByLabelText(/密码/), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "登录" }));
}

describe("LoginForm", () => {
  it("checks the account rules of the domain before sending anything", async () => {
    const submit = vi.fn(async () => undefined);
    renderWithTheme(<LoginForm onSubmit={submit} />);
    fill("1abc", "123");
    expect(await screen.findByText("请输入正确的账户名")).toBeTruthy();
    expect(screen.getByText(/密码要求6到32位/)).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it("sends valid credentials", async () => {
    const submit = vi.fn(async () => undefined);
    renderWithTheme(<LoginForm onSubmit={submit} />);
    fill("admin", "secret-123");
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith({ username: "admin", password: "secret-123", keep: false }),
    );
  });

  it("keeps the server's refusal visible under the form", async () => {
    const submit = vi.fn(async () => {
      throw new ApiError({ code: 0, msg: "用户名或密码错误！", status: 200 });
    });
    renderWithTheme(<LoginForm onSubmit={submit} />);
    fill("admin", "wrong-password");
    expect((await screen.findByRole("alert")).textContent).toContain("用户名或密码错误！");
  });
});
