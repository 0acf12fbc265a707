import { Center, Text } from "@chakra-ui/react";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

const NOT_FOUND_PAGE = "/404";

/** SPEC §2: any unknown path leads to /404, a public page the server renders (a full page load). */
export const Route = createFileRoute("/$")({
  beforeLoad: ({ location }) => {
    if (location.pathname !== NOT_FOUND_PAGE) {
      throw redirect({ href: NOT_FOUND_PAGE, replace: true, reloadDocument: true });
    }
  },
  component: MissingPage,
});

/** Only reached where no server renders /404 (the web app's own dev server). */
function MissingPage() {
  const { t } = useTranslation();
  return (
    <Center minH="60vh">
      <Text>{t("problem.notFound")}</Text>
    </Center>
  );
}
