import { IconButton } from "@chakra-ui/react";
import { Maximize, Minimize } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Toggles the browser's full screen for the whole back office. */
export function FullScreenButton() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, []);
  const toggle = () => {
    const done = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    done.catch(() => undefined);
  };
  const label = full ? t("adminUi.shell.exitFullScreen") : t("adminUi.shell.fullScreen");
  return (
    <IconButton
      size="sm"
      variant="ghost"
      aria-label={label}
      title={label}
      onClick={toggle}
      display={{ base: "none", md: "inline-flex" }}
    >
      {full ? <Minimize /> : <Maximize />}
    </IconButton>
  );
}
