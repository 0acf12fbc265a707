import { Box } from "@chakra-ui/react";
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PROGRESS_MINIMUM, PROGRESS_TRICKLE_MS, trickle } from "./nav-progress-state.ts";

/** How long the full bar stays before it fades. */
const DONE_FADE_MS = 300;

/** The thin bar at the top of the window while a navigation loads its page. */
export function NavProgress() {
  const { t } = useTranslation();
  const loading = useRouterState({ select: (state) => state.status === "pending" });
  const [progress, setProgress] = useState<number | null>(null);
  const shown = useRef(false);
  useEffect(() => {
    if (loading) {
      shown.current = true;
      setProgress(PROGRESS_MINIMUM);
      const timer = setInterval(
        () => setProgress((p) => trickle(p ?? PROGRESS_MINIMUM)),
        PROGRESS_TRICKLE_MS,
      );
      return () => clearInterval(timer);
    }
    if (!shown.current) return;
    setProgress(1);
    const timer = setTimeout(() => {
      shown.current = false;
      setProgress(null);
    }, DONE_FADE_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (progress === null) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t("portal.progress")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      position="fixed"
      top="0"
      left="0"
      h="3px"
      w="100%"
      zIndex="max"
      pointerEvents="none"
      data-testid="nav-progress"
      data-progress={progress}
    >
      <Box
        h="100%"
        bg="brand.400"
        boxShadow="0 0 8px var(--chakra-colors-brand-400)"
        transformOrigin="left"
        transform={`scaleX(${progress})`}
        transition="transform 0.2s ease"
        opacity={progress >= 1 ? 0 : 1}
        style={{
          transitionProperty: "transform, opacity",
          transitionDuration: progress >= 1 ? "0.2s, 0.3s" : "0.2s",
        }}
      />
    </Box>
  );
}
