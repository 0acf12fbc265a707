import { createFileRoute } from "@tanstack/react-router";
import { VideoDemoPage } from "../../features/video-demo/video-demo-page.tsx";

export const Route = createFileRoute("/(public)/video")({
  staticData: { title: "video" },
  component: VideoDemoPage,
});
