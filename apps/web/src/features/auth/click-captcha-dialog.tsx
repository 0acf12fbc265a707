import { Box, Button, Dialog, Flex, Image, Portal, Spinner, Text } from "@chakra-ui/react";
import { isApiError } from "@corp/client";
import { type MouseEvent, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type CaptchaClick, checkClickCaptcha, fetchClickCaptcha } from "./captcha-api.ts";
import { clickInfo, newCaptchaId, type ShownClick } from "./click-info.ts";

export type CaptchaAnswer = { captchaId: string; captchaInfo: string };

type Props = { open: boolean; onPass: (answer: CaptchaAnswer) => void; onCancel: () => void };

/**
 * The click captcha of SPEC §5: the user clicks the characters named above the picture in order; when
 * every one is clicked the server checks the clicks. A refusal shows its message and a new picture.
 */
export function ClickCaptchaDialog({ open, onPass, onCancel }: Props) {
  const { t } = useTranslation();
  const [captcha, setCaptcha] = useState<CaptchaClick>();
  const [clicks, setClicks] = useState<ShownClick[]>([]);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [checking, setChecking] = useState(false);

  const reload = useCallback(async () => {
    setCaptcha(undefined);
    setClicks([]);
    try {
      setCaptcha(await fetchClickCaptcha(newCaptchaId()));
    } catch (error) {
      setMessage({ ok: false, text: isApiError(error) ? error.msg : String(error) });
    }
  }, []);

  useEffect(() => {
    if (open) {
      setMessage(undefined);
      void reload();
    }
  }, [open, reload]);

  const click = async (event: MouseEvent<HTMLImageElement>) => {
    if (!captcha || checking) return;
    const box = event.currentTarget.getBoundingClientRect();
    const next = [...clicks, { x: event.clientX - box.left, y: event.clientY - box.top }];
    setClicks(next);
    if (next.length < captcha.text.length) return;
    const info = clickInfo(next, box.width, box.height);
    setChecking(true);
    try {
      await checkClickCaptcha(captcha.id, info);
      setMessage({ ok: true, text: t("adminUi.captcha.passed") });
      onPass({ captchaId: captcha.id, captchaInfo: info });
    } catch (error) {
      setMessage({ ok: false, text: isApiError(error) ? error.msg : String(error) });
      await reload();
    } finally {
      setChecking(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onCancel())} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="click-captcha">
            <Dialog.Header>
              <Dialog.Title>{t("adminUi.captcha.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="2">
                {t("adminUi.captcha.instruction")}{" "}
                <Text as="strong" fontSize="lg" letterSpacing="wider">
                  {captcha?.text.map((c) => `"${c}"`).join(" ")}
                </Text>
              </Text>
              <Box position="relative" width="100%" aspectRatio={350 / 200} bg="bg.muted" borderRadius="md">
                {captcha ? (
                  <Image
                    src={captcha.base64}
                    alt={t("adminUi.captcha.imageAlt")}
                    width="100%"
                    height="100%"
                    cursor="pointer"
                    draggable={false}
                    onClick={click}
                    data-testid="click-captcha-image"
                  />
                ) : (
                  <Flex position="absolute" inset="0" align="center" justify="center">
                    <Spinner />
                  </Flex>
                )}
                {clicks.map((c, index) => (
                  <Flex
                    key={`${c.x}-${c.y}`}
                    position="absolute"
                    left={`${c.x - 11}px`}
                    top={`${c.y - 11}px`}
                    width="22px"
                    height="22px"
                    borderRadius="full"
                    bg="brand.solid"
                    color="white"
                    fontSize="xs"
                    align="center"
                    justify="center"
                    pointerEvents="none"
                  >
                    {index + 1}
                  </Flex>
                ))}
              </Box>
              {message ? (
                <Text mt="2" role="status" color={message.ok ? "green.fg" : "red.fg"}>
                  {message.text}
                </Text>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={() => void reload()} disabled={checking}>
                {t("adminUi.captcha.refresh")}
              </Button>
              <Button variant="outline" onClick={onCancel}>
                {t("adminUi.common.cancel")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
