import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../../features/public-pages/home-page.tsx";

export const Route = createFileRoute("/(public)/")({
  staticData: { title: "home" },
  component: HomePage,
});
