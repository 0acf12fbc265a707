import { LEAD_FIELD_LABELS, LEAD_FIELDS, type LeadField } from "@corp/domain/lead-fields";
import { useId } from "react";
import { Island } from "../page/island.tsx";
import { usePublicPage } from "../page/page-context.tsx";
import { LeadFormIsland, type LeadFormTexts } from "./lead-form.tsx";

/**
 * Where a public page places the lead form: rendered here with the fields the settings configure (the
 * page's data carries them) and its texts in the page's language, then run in the browser as the island
 * "lead-form". Any page component may place it; a page's text places it with a paragraph `[lead-form]`
 * (content/rich-html.tsx).
 */
export function LeadFormSlot() {
  const { page, t } = usePublicPage();
  // Chosen here, in the page's render, and handed to the island: ids React makes in the browser's own
  // render of the island would not be the page's.
  const id = `lead${useId()}`;
  const labels = Object.fromEntries(LEAD_FIELDS.map((f) => [f, LEAD_FIELD_LABELS[f][page.lang]])) as Record<
    LeadField,
    string
  >;
  const texts: LeadFormTexts = {
    title: t("leadForm.title"),
    intro: t("leadForm.intro"),
    requiredNote: t("leadForm.requiredNote"),
    submit: t("leadForm.submit"),
    sending: t("leadForm.sending"),
    sendAnother: t("leadForm.sendAnother"),
    loading: t("leadForm.loading"),
    networkError: t("leadForm.networkError"),
    checkFields: t("leadForm.checkFields"),
    consent: t("leadForm.consent"),
    notice: t("leadForm.notice"),
    honeypot: t("leadForm.honeypot"),
    captcha: {
      title: t("leadForm.captcha.title"),
      instruction: t("leadForm.captcha.instruction"),
      imageAlt: t("leadForm.captcha.imageAlt"),
      refresh: t("leadForm.captcha.refresh"),
      loading: t("leadForm.captcha.loading"),
    },
  };
  return (
    <Island
      name="lead-form"
      component={LeadFormIsland}
      props={{ id, lang: page.lang, form: page.leadForm, labels, texts }}
    />
  );
}
