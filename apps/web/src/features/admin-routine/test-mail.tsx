import { Button, Flex, Input } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../theme/toaster-store.ts";
import { errorText } from "../admin-crud/error-text.ts";
import { useTRPC } from "../admin-shell/trpc.ts";

/** Sends a test mail with the mail group's values as typed (saved or not). */
export function TestMail({ values }: { values: () => Record<string, unknown> }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const sendTestMail = useMutation(trpc.routine.config.sendTestMail.mutationOptions());
  const [to, setTo] = useState("");
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const settings: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(values())) {
      if (typeof value === "string" || typeof value === "number") settings[name] = value;
    }
    setBusy(true);
    try {
      await sendTestMail.mutateAsync({ to, settings });
      showToast({ type: "success", message: t("adminUi.common.done") });
    } catch (error) {
      showToast({ type: "error", message: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap="2" maxW="32rem">
      <Input
        type="email"
        aria-label={t("adminUi.config.testMailTo")}
        placeholder={t("adminUi.config.testMailTo")}
        value={to}
        onChange={(e) => setTo(e.target.value)}
      />
      <Button variant="outline" loading={busy} disabled={!to} onClick={() => void send()}>
        {t("adminUi.config.testMail")}
      </Button>
    </Flex>
  );
}
