import { Button, Center, Spinner, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/** What the loading route shows while it decides where the visitor goes (`main` when no site chrome). */
export function LoadingScreen({
  error,
  onRetry,
  main,
}: {
  error?: string | undefined;
  onRetry?: () => void;
  main?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Center as={main ? "main" : "div"} minH={main ? "100vh" : "60vh"} px="4">
      <Stack align="center" gap="4" role="status" aria-live="polite">
        {error ? (
          <>
            <Text color="fg.error">{error}</Text>
            {onRetry ? (
              <Button onClick={onRetry} variant="outline">
                {t("app.retry")}
              </Button>
            ) : null}
          </>
        ) : (
          <>
            <Spinner size="xl" color="brand.solid" borderWidth="4px" />
            <Text color="fg.muted">{t("auth.loading")}</Text>
          </>
        )}
      </Stack>
    </Center>
  );
}
