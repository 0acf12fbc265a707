import { IconButton, Input, InputGroup } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";

/** SPEC §2 and §5: Enter or the icon submits, and only text that is not blank. */
export function SearchBox({ onSearch, width }: { onSearch?: () => void; width?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState("");

  const search = () => {
    const keywords = text.trim();
    if (keywords === "") return;
    onSearch?.();
    void navigate({ to: "/search", search: { keywords } });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search();
  };

  return (
    <search style={{ width: width ?? "100%" }}>
      <form onSubmit={submit}>
        <InputGroup
          endElement={
            // Not a submit button: a page with its own form (the member login) keeps a single one.
            // Enter still submits, the form having one field.
            <IconButton
              type="button"
              onClick={search}
              aria-label={t("header.search")}
              size="xs"
              variant="ghost"
              color="gray.600"
              me="-2"
            >
              <Search />
            </IconButton>
          }
        >
          <Input
            type="search"
            name="keywords"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            placeholder={t("header.searchPlaceholder")}
            aria-label={t("header.searchLabel")}
            size="sm"
            bg="white"
            color="gray.800"
            borderRadius="full"
          />
        </InputGroup>
      </form>
    </search>
  );
}
