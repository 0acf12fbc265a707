import { Box, Button, DataList, Flex, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import type { MarketPayMethod } from "@corp/domain/module-market-api";
import { formatYuan } from "@corp/domain/money";
import { useQuery } from "@tanstack/react-query";
import { QRCodeSVG } from "qrcode.react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AdminDialog } from "../admin-crud/admin-dialog.tsx";
import { type MarketModule, type MarketOrder, moduleApi } from "./module-api.ts";
import { localTitle } from "./module-title.ts";

/** How often the order is asked about while a QR payment is awaited. */
const POLL_MS = 2000;

type Props = {
  module: MarketModule | null;
  /** The order is paid: the dialog has done its part, the install or update comes next. */
  onPaid: (module: MarketModule, order: MarketOrder) => void;
  onClose: () => void;
};

function OrderSummary({ module, order }: { module: MarketModule; order: MarketOrder }) {
  const { t, i18n } = useTranslation();
  return (
    <DataList.Root orientation="horizontal" size="sm">
      <DataList.Item>
        <DataList.ItemLabel>{t("moduleMarket.orderModule")}</DataList.ItemLabel>
        <DataList.ItemValue>
          {localTitle(module.title, i18n.language)} ({module.uid}) · {module.version}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t("moduleMarket.orderId")}</DataList.ItemLabel>
        <DataList.ItemValue>{order.id}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t("moduleMarket.orderAmount")}</DataList.ItemLabel>
        <DataList.ItemValue color="red.fg" fontWeight="semibold" fontSize="lg">
          {t("moduleMarket.yuan", { amount: formatYuan(order.amount) })}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

/** The QR code of an awaited payment, asked about every two seconds until the market says it is paid. */
function AwaitPayment({
  order,
  method,
  onPaid,
}: {
  order: MarketOrder;
  method: MarketPayMethod;
  onPaid: (order: MarketOrder) => void;
}) {
  const { t } = useTranslation();
  const state = useQuery({
    queryKey: ["module-market", "order", order.id],
    queryFn: () => moduleApi.orderState(order.id),
    refetchInterval: POLL_MS,
    gcTime: 0,
  });
  const paid = state.data?.state === "paid";
  useEffect(() => {
    if (state.data?.state === "paid") onPaid(state.data);
  }, [state.data, onPaid]);
  const payUrl = order.payUrl ?? "";
  return (
    <Stack align="center" gap="3" pt="2">
      <Box
        p="3"
        bg="white"
        borderWidth="1px"
        borderRadius="md"
        role="img"
        aria-label={t("moduleMarket.payWith")}
      >
        <QRCodeSVG value={payUrl} size={200} level="M" data-testid="pay-qr" data-value={payUrl} />
      </Box>
      <Text fontWeight="medium">
        {t(method === "alipay" ? "moduleMarket.scanAlipay" : "moduleMarket.scanWechat")}
      </Text>
      <Flex align="center" gap="2" color="fg.muted" role="status">
        <Spinner size="sm" />
        {t(paid ? "moduleMarket.paid" : "moduleMarket.waiting")}
      </Flex>
      <Link href={payUrl} target="_blank" rel="noopener noreferrer" fontSize="sm" colorPalette="blue">
        {t("moduleMarket.openPayPage")}
      </Link>
    </Stack>
  );
}

/**
 * The buy dialog (BuildAdmin's order and payment dialogs): an order is made when it opens; a free
 * module, or one the market account already bought, is paid at once and goes straight on. Otherwise
 * the admin pays from the market balance, or scans a QR code and waits here until the market reports
 * the payment. Refusals (such as an insufficient balance) are shown in the market's words.
 */
export function BuyDialog({ module, onPaid, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [order, setOrder] = useState<MarketOrder | null>(null);
  const [method, setMethod] = useState<MarketPayMethod | null>(null);
  const [busy, setBusy] = useState(false);
  const reported = useRef<string | null>(null);
  const uid = module?.uid;

  // The latest props, for the order made when the dialog opens and the payment reported later.
  const latest = useRef({ module, onPaid, onClose });
  latest.current = { module, onPaid, onClose };
  const paid = useCallback((next: MarketOrder) => {
    const { module: bought, onPaid: report } = latest.current;
    if (!bought || reported.current === next.id) return;
    reported.current = next.id;
    report(bought, next);
  }, []);

  useEffect(() => {
    setOrder(null);
    setMethod(null);
    reported.current = null;
    if (!uid) return;
    let current = true;
    moduleApi.createOrder(uid).then(
      (created) => {
        if (!current) return;
        setOrder(created);
        if (created.state === "paid") paid(created);
      },
      () => {
        if (current) latest.current.onClose();
      },
    );
    return () => {
      current = false;
    };
  }, [uid, paid]);

  const pay = async (chosen: MarketPayMethod) => {
    if (!order) return;
    setBusy(true);
    try {
      const answered = await moduleApi.payOrder(order.id, chosen);
      setOrder(answered);
      setMethod(chosen);
      if (answered.state === "paid") paid(answered);
    } catch {
      // The request layer has shown the market's refusal; the admin may choose another way.
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminDialog
      open={module !== null}
      title={t("moduleMarket.buyTitle", { title: module ? localTitle(module.title, i18n.language) : "" })}
      onClose={onClose}
      size="sm"
    >
      {!module || !order ? (
        <Flex justify="center" py="6">
          <Spinner />
        </Flex>
      ) : (
        <Stack gap="4">
          <OrderSummary module={module} order={order} />
          {order.payUrl && method ? (
            <AwaitPayment order={order} method={method} onPaid={paid} />
          ) : order.state === "paid" ? (
            <Flex align="center" gap="2" role="status">
              <Spinner size="sm" /> {t("moduleMarket.paid")}
            </Flex>
          ) : (
            <Stack gap="2">
              <Text fontSize="sm" color="fg.muted">
                {t("moduleMarket.payWith")}
              </Text>
              <Flex gap="2" wrap="wrap">
                <Button colorPalette="orange" loading={busy} onClick={() => void pay("balance")}>
                  {t("moduleMarket.payBalance")}
                </Button>
                <Button
                  colorPalette="green"
                  variant="outline"
                  disabled={busy}
                  onClick={() => void pay("wechat")}
                >
                  {t("moduleMarket.payWechat")}
                </Button>
                <Button
                  colorPalette="blue"
                  variant="outline"
                  disabled={busy}
                  onClick={() => void pay("alipay")}
                >
                  {t("moduleMarket.payAlipay")}
                </Button>
              </Flex>
            </Stack>
          )}
        </Stack>
      )}
    </AdminDialog>
  );
}
