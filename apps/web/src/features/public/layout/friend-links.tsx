import { NativeSelect } from "@chakra-ui/react";
import type { FriendLink } from "@corp/contract/types";
import { useTranslation } from "react-i18next";

/** SPEC §2: a dropdown of the friendly links; choosing one opens it in a new window. */
export function FriendLinks({ links }: { links: FriendLink[] }) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root size="sm" maxW="18rem">
      <NativeSelect.Field
        aria-label={t("footer.friendLinks")}
        value=""
        bg="whiteAlpha.100"
        color="gray.200"
        borderColor="whiteAlpha.300"
        onChange={(event) => {
          const link = links.find((l) => String(l.id) === event.currentTarget.value);
          if (link) window.open(link.link, "_blank", "noopener,noreferrer");
        }}
      >
        <option value="" disabled hidden>
          {t("footer.friendLinks")}
        </option>
        {links.length === 0 ? (
          <option value="none" disabled>
            {t("footer.noFriendLinks")}
          </option>
        ) : (
          links.map((link) => (
            <option key={link.id} value={String(link.id)}>
              {link.title}
            </option>
          ))
        )}
      </NativeSelect.Field>
      <NativeSelect.Indicator color="gray.300" />
    </NativeSelect.Root>
  );
}
