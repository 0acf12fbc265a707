import { chakra, DataList } from "@chakra-ui/react";
import type { Schemas } from "@corp/contract/types";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The contact data of the site settings: address, email, service hotline and zip code. */
export function ContactDetails({ contact }: { contact: Schemas["PortalContact"] }) {
  const { t } = useTranslation();
  const site = contact;
  const rows: { label: string; value: ReactNode; present: boolean }[] = [
    { label: t("contact.address"), value: site.addr, present: site.addr !== "" },
    {
      label: t("contact.email"),
      value: (
        <chakra.a href={`mailto:${site.email}`} color="brand.fg">
          {site.email}
        </chakra.a>
      ),
      present: site.email !== "",
    },
    {
      label: t("contact.hotline"),
      value: (
        <chakra.a href={`tel:${site.fwrx.replace(/[^\d+]/g, "")}`} color="brand.fg">
          {site.fwrx}
        </chakra.a>
      ),
      present: site.fwrx !== "",
    },
    { label: t("contact.zipcode"), value: site.zipcode, present: site.zipcode !== "" },
  ];
  return (
    <DataList.Root orientation={{ base: "vertical", sm: "horizontal" }} size="lg" gap="4">
      {rows
        .filter((row) => row.present)
        .map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel minW="6rem">{row.label}</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere" minW="0">
              {row.value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
    </DataList.Root>
  );
}
