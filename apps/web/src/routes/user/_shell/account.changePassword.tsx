import { createFileRoute } from "@tanstack/react-router";
import { ChangePasswordPage } from "../../../features/member-centre/change-password-page.tsx";

export const Route = createFileRoute("/user/_shell/account/changePassword")({
  staticData: { title: "memberPassword" },
  component: ChangePasswordPage,
});
