import { useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { hooks, member } from "./corp.ts";

/** The site's data with the member when one is logged in (no 303 for a guest: requiredLogin 0). */
const siteQuery = () => hooks.indexIndexQuery({ params: { query: { requiredLogin: 0 } } });

/** Logs a member in with POST /api/user/checkIn and out with POST /api/user/logout. */
export function MemberLogin() {
  const queryClient = useQueryClient();
  const site = hooks.useIndexIndex({ params: { query: { requiredLogin: 0 } } });
  const reload = () => queryClient.invalidateQueries({ queryKey: siteQuery().queryKey });
  const login = hooks.useUserCheckIn({
    onSuccess: (data) => {
      member.save(data.userInfo);
      void reload();
    },
  });
  const logout = hooks.useUserLogout({
    onSettled: () => {
      member.clear();
      void reload();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get("username") ?? "");
    const password = String(form.get("password") ?? "");
    login.mutate({ body: { tab: "login", username, password } });
  };

  const user = site.data?.userInfo;
  if (user) {
    return (
      <div>
        <p>
          Signed in as <strong data-testid="member-name">{user.nickname || user.username}</strong>
        </p>
        <button
          type="button"
          disabled={logout.isPending}
          onClick={() => logout.mutate({ body: { refreshToken: member.refreshToken() } })}
        >
          Sign out
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} aria-label="Member login">
      <label>
        Username
        <input name="username" autoComplete="username" required />
      </label>
      <label>
        Password
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <button type="submit" disabled={login.isPending}>
        Sign in
      </button>
      {login.isError ? <p role="alert">{login.error.msg}</p> : null}
    </form>
  );
}
