import { createFileRoute } from "@tanstack/react-router";

/** A page of the shell's own: the shell renders it and keeps it alive in its tab (page-registry.ts). */
export const Route = createFileRoute("/admin/_shell/dashboard")({});
