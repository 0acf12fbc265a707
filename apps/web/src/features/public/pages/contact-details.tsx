import type { Schemas } from "@corp/contract/types";
import type { ReactNode } from "react";
import { usePublicPage } from "../page/page-context.tsx";

/** A telephone link's number: the digits and a leading plus of the number as written. */
const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, "")}`;

/** The contact data of the site settings: address, email, service hotline and zip code; empty ones are left out. */
export function ContactDetails({ contact }: { contact: Schemas["PortalContact"] }) {
  const { t } = usePublicPage();
  const rows: { label: string; value: ReactNode; present: boolean }[] = [
    { label: t("contact.address"), value: contact.addr, present: contact.addr !== "" },
    {
      label: t("contact.email"),
      value: <a href={`mailto:${contact.email}`}>{contact.email}</a>,
      present: contact.email !== "",
    },
    {
      label: t("contact.hotline"),
      value: <a href={telHref(contact.fwrx)}>{contact.fwrx}</a>,
      present: contact.fwrx !== "",
    },
    { label: t("contact.zipcode"), value: contact.zipcode, present: contact.zipcode !== "" },
  ];
  return (
    <dl className="contact-details">
      {rows
        .filter((row) => row.present)
        .map((row) => (
          <div key={row.label} className="contact-details__row">
            <dt className="contact-details__label">{row.label}</dt>
            <dd className="contact-details__value">{row.value}</dd>
          </div>
        ))}
    </dl>
  );
}
