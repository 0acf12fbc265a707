import { createFileRoute } from "@tanstack/react-router";
import { ProfilePage } from "../../../features/member-centre/profile-page.tsx";

export const Route = createFileRoute("/user/_shell/account/profile")({
  staticData: { title: "memberProfile" },
  component: ProfilePage,
});
