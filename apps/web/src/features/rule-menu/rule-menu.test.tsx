import { ChakraProvider } from "@chakra-ui/react";
import type { MenuRule } from "@corp/contract/types";
import { navigationErrorMessage } from "@corp/domain/error-catalogue";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { system } from "../../theme/system.ts";
import { showToast } from "../../theme/toaster-store.ts";
import { addNavigationGuard } from "./navigation-guards.ts";
import { RuleMenu } from "./rule-menu.tsx";

vi.mock("../../theme/toaster-store.ts", () => ({ showToast: vi.fn() }));

const page = (id: number, path: string, title: string): MenuRule => ({
  id,
  pid: 0,
  type: "menu",
  name: path,
  title,
  path,
  icon: "",
  menu_type: "tab",
  url: "",
  component: "",
  keepalive: 0,
  extend: "none",
  children: [],
});

const rules = [page(1, "dashboard", "控制台"), page(2, "auth/admin", "管理员管理")];

function renderMenu() {
  const root = createRootRoute({
    component: () => (
      <>
        <RuleMenu rules={rules} side="admin" collapsed={false} label="menu" tone="light" />
        <Outlet />
      </>
    ),
  });
  const routes = ["/admin/dashboard", "/admin/auth/admin"].map((path) =>
    createRoute({ getParentRoute: () => root, path, component: () => <p>{path}</p> }),
  );
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ["/admin/dashboard"] }),
  });
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return router;
}

describe("RuleMenu navigation errors", () => {
  beforeEach(() => vi.mocked(showToast).mockClear());

  it("follows a menu entry to its page without an error", async () => {
    const router = renderMenu();
    fireEvent.click(await screen.findByText("管理员管理"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/auth/admin"));
    expect(showToast).not.toHaveBeenCalled();
  });

  it("says 'already at the target' for the current page", async () => {
    renderMenu();
    fireEvent.click(await screen.findByText("控制台"));
    expect(showToast).toHaveBeenCalledWith({
      type: "error",
      message: navigationErrorMessage("current", "zh-cn"),
    });
  });

  it("says 'intercepted by a guard' when a guard keeps the page", async () => {
    const router = renderMenu();
    await screen.findByText("管理员管理");
    const remove = addNavigationGuard((href) => href !== "/admin/auth/admin");
    fireEvent.click(screen.getByText("管理员管理"));
    remove();
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        type: "error",
        message: navigationErrorMessage("guard", "zh-cn"),
      }),
    );
    expect(router.state.location.pathname).toBe("/admin/dashboard");
  });
});
