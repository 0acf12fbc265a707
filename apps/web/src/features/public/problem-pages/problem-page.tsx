import { Island } from "../page/island.tsx";
import { usePublicPage } from "../page/page-context.tsx";
import { Countdown } from "./countdown.tsx";

/** 404 and 401: what went wrong, a way home or back, and an automatic return after a visible countdown. */
export function ProblemPage({ kind }: { kind: "notFound" | "noPermission" }) {
  const { t, href } = usePublicPage();
  const code = kind === "notFound" ? t("problem.notFoundCode") : t("problem.noPermissionCode");
  const message = kind === "notFound" ? t("problem.notFound") : t("problem.noPermission");
  return (
    <div className="container problem">
      <h1 className="problem__code">{code}</h1>
      <p className="problem__message">{message}</p>
      <Island
        name="countdown"
        component={Countdown}
        props={{
          text: t("problem.countdown"),
          home: t("problem.backHome"),
          back: t("problem.back"),
          homeHref: href("/"),
        }}
      />
    </div>
  );
}
