import { Box, Spinner } from "@chakra-ui/react";
import { Suspense } from "react";
import { PagePermissions } from "./permissions.tsx";
import { useShellPages } from "./shell-page.ts";
import type { Tab } from "./tab-state.ts";

type Props = {
  tabs: Tab[];
  active: string;
  /** Paths whose rule says keepalive 0: unmounted when left. */
  transient: ReadonlySet<string>;
  /** Bumped to remount a page (refresh). */
  versions: Record<string, number>;
};

/** Every open shell page stays mounted and hidden while another tab is shown, so its state is kept. */
export function KeepAlivePages({ tabs, active, transient, versions }: Props) {
  const pageOf = useShellPages();
  return (
    <>
      {tabs.map((tab) => {
        const Page = pageOf(tab.path);
        const shown = tab.path === active;
        if (!Page || (!shown && transient.has(tab.path))) return null;
        return (
          <Box
            key={`${tab.path}#${versions[tab.path] ?? 0}`}
            display={shown ? "block" : "none"}
            data-page={tab.path}
          >
            <PagePermissions path={tab.path}>
              <Suspense fallback={<Spinner />}>
                <Page />
              </Suspense>
            </PagePermissions>
          </Box>
        );
      })}
    </>
  );
}
