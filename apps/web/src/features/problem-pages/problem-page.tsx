import { Button, Center, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { ArrowLeft, House } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useCountdown } from "./use-countdown.ts";

/** How long a problem page waits before it returns home by itself. */
export const PROBLEM_PAGE_RETURN_SECONDS = 10;

/** 404 and 401: what went wrong, a way home or back, and an automatic return after a visible countdown. */
export function ProblemPage({ code, message }: { code: string; message: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const router = useRouter();
  const goHome = () => void navigate({ to: "/", replace: true });
  const left = useCountdown(PROBLEM_PAGE_RETURN_SECONDS, goHome);

  return (
    <Center minH="60vh" px="4" py="12">
      <Stack align="center" gap="5" textAlign="center" maxW="xl">
        <Heading as="h1" fontSize={{ base: "6xl", md: "8xl" }} color="brand.solid" lineHeight="1">
          {code}
        </Heading>
        <Text fontSize={{ base: "lg", md: "xl" }}>{message}</Text>
        <Text color="fg.muted" aria-live="polite">
          {t("problem.countdown", { seconds: left })}
        </Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button colorPalette="brand" onClick={goHome}>
            <House aria-hidden />
            {t("problem.backHome")}
          </Button>
          <Button variant="outline" onClick={() => router.history.back()}>
            <ArrowLeft aria-hidden />
            {t("problem.back")}
          </Button>
        </HStack>
      </Stack>
    </Center>
  );
}
