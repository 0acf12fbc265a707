import { lazy, Suspense, useEffect, useState } from "react";
import { toaster } from "./toaster-store.ts";

// The toast machines and their positioning code load with the first toast, not with every page.
const Toaster = lazy(() => import("./toaster.tsx").then((m) => ({ default: m.Toaster })));

/** Mounts the app's toaster once something has been posted to it; the toasts already posted show. */
export function LazyToaster() {
  const [wanted, setWanted] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (wanted) return;
    if (toaster.getVisibleToasts().length > 0) setWanted(true);
    return toaster.subscribe(() => setWanted(true));
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
