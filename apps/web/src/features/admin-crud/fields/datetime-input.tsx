import { Input, InputGroup } from "@chakra-ui/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSiteTimeZone } from "../../../lib/site-time.ts";
import { localInputToSeconds, secondsToLocalInput } from "./datetime-value.ts";

type Props = {
  /** Unix seconds, or none. */
  value: number | null;
  onChange: (seconds: number | null) => void;
  onBlur?: () => void;
  size?: "sm" | "md";
  label?: string;
};

/**
 * A date and time on the site's clock, with the zone it is in beside it (issue 50, item 9): what is
 * typed is read in that zone, whatever the browser's is.
 */
export function DateTimeInput({ value, onChange, onBlur, size, label }: Props) {
  const { t } = useTranslation();
  const zone = useSiteTimeZone();
  const noteId = useId();
  return (
    <InputGroup
      endAddon={zone}
      endAddonProps={{ id: noteId, title: t("adminUi.form.timeZoneOf", { zone }), fontSize: "xs" }}
    >
      <Input
        type="datetime-local"
        size={size}
        aria-label={label}
        aria-describedby={noteId}
        value={secondsToLocalInput(value)}
        onChange={(e) => onChange(localInputToSeconds(e.target.value))}
        onBlur={onBlur}
      />
    </InputGroup>
  );
}

/** The zone of the site's clock as a note beside date-time inputs that keep their own text. */
export function useTimeZoneNote(): { zone: string; note: string } {
  const { t } = useTranslation();
  const zone = useSiteTimeZone();
  return { zone, note: t("adminUi.form.timeZoneOf", { zone }) };
}
