import type { Lang } from "@corp/domain/lang";
import { localizedPath } from "@corp/domain/language-address";
import { LEAD_EMPTY, type LeadField, type LeadForm, type LeadValues } from "@corp/domain/lead-fields";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { fetchLeadForm, newSubmitKey, sendLead } from "./lead-api.ts";
import { type CaptchaAnswer, LeadCaptcha, type LeadCaptchaTexts } from "./lead-captcha.tsx";
import { LeadFieldRow } from "./lead-fields.tsx";

export type LeadFormTexts = {
  title: string;
  intro: string;
  requiredNote: string;
  submit: string;
  sending: string;
  sendAnother: string;
  loading: string;
  networkError: string;
  /** The result when fields were refused, each message beside its field. */
  checkFields: string;
  /** The consent's words, `{{notice}}` standing for the privacy notice's name. */
  consent: string;
  notice: string;
  honeypot: string;
  captcha: LeadCaptchaTexts;
};

export type LeadFormProps = {
  /** The prefix of the form's element ids, unique in the page (the server's render chose it). */
  id: string;
  lang: Lang;
  /** The fields as the settings configure them; null when the page did not render them (they are fetched). */
  form: LeadForm | null;
  labels: Record<LeadField, string>;
  texts: LeadFormTexts;
};

type Result = { kind: "sent" | "error" | "note"; text: string } | undefined;

/** The consent's words around the notice's name: the site's own, or the built-in ones. */
function consentParts(form: LeadForm, texts: LeadFormTexts, lang: Lang) {
  if (form.privacyText) return { before: form.privacyText, notice: "", after: "", link: "" };
  const [before = "", after = ""] = texts.consent.split("{{notice}}");
  // A notice on the site opens in the page's language (`/page/privacy` on an English page: `/en/page/privacy`).
  return { before, notice: texts.notice, after, link: localizedPath(form.privacyLink, lang) };
}

/**
 * The lead form (island "lead-form"): the fields the settings configure, labelled, each refusal beside
 * its field in the visitor's language, the result read out (aria-live). One fill of the form has one
 * key: a send that got no answer is sent again with it and stored once. When the server asks for the
 * click captcha the form shows it, and the clicks send the form again. Plain React and CSS.
 */
export function LeadFormIsland({ id, lang, form: given, labels, texts }: LeadFormProps) {
  const [form, setForm] = useState(given);
  const [ready, setReady] = useState(false);
  const [values, setValues] = useState<LeadValues>(LEAD_EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Result>();
  const [sending, setSending] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);
  const key = useRef<string | undefined>(undefined);
  const honeypot = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  // The button waits for the script: a form sent before it would go to the page as a query.
  useEffect(() => {
    setReady(true);
    if (!given)
      fetchLeadForm(lang).then(setForm, () => setResult({ kind: "error", text: texts.networkError }));
  }, [given, lang, texts.networkError]);

  const change = (name: LeadField, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };

  const send = async (answer?: CaptchaAnswer) => {
    key.current ??= newSubmitKey();
    setSending(true);
    setResult(undefined);
    const outcome = await sendLead(
      {
        key: key.current,
        page: window.location.pathname,
        ...values,
        website: honeypot.current?.value ?? "",
        ...answer,
      },
      lang,
    );
    setSending(false);
    if (outcome.kind === "sent") {
      key.current = undefined;
      setValues(LEAD_EMPTY);
      setErrors({});
      setCaptchaRound(0);
      setResult({ kind: "sent", text: outcome.message });
      resultRef.current?.focus();
    } else if (outcome.kind === "fields") {
      setErrors(outcome.fields);
      // Each field's message stands beside it; the result says what is wrong with the send as a whole.
      setResult({ kind: "error", text: outcome.fields.form ?? texts.checkFields });
      const first = Object.keys(outcome.fields)[0];
      document.getElementById(`${id}-${first}`)?.focus();
    } else if (outcome.kind === "captcha") {
      setCaptchaRound((round) => round + 1);
      setResult({ kind: "note", text: outcome.message });
    } else {
      setResult({ kind: "error", text: outcome.kind === "network" ? texts.networkError : outcome.message });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) void send();
  };

  if (result?.kind === "sent")
    return (
      <div className="lead-form lead-form--sent">
        <div
          ref={resultRef}
          tabIndex={-1}
          className="lead-form__result lead-form__result--sent"
          role="status"
        >
          {result.text}
        </div>
        <button type="button" className="button button--outline" onClick={() => setResult(undefined)}>
          {texts.sendAnother}
        </button>
      </div>
    );

  return (
    <form
      className="lead-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="lead-form"
    >
      <h2 id={`${id}-title`} className="lead-form__title">
        {texts.title}
      </h2>
      <p className="lead-form__intro">{texts.intro}</p>
      {form ? (
        <>
          {form.fields.some((f) => f.required) ? (
            <p className="lead-form__note">{texts.requiredNote}</p>
          ) : null}
          {form.fields.map((field) => (
            <LeadFieldRow
              key={field.name}
              id={id}
              name={field.name}
              label={labels[field.name]}
              required={field.required}
              error={errors[field.name]}
              values={values}
              onChange={change}
              consent={consentParts(form, texts, lang)}
            />
          ))}
          <div className="lead-form__trap" aria-hidden="true">
            <label htmlFor={`${id}-website`}>{texts.honeypot}</label>
            <input
              ref={honeypot}
              id={`${id}-website`}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          {captchaRound > 0 ? (
            <LeadCaptcha
              key={captchaRound}
              lang={lang}
              texts={texts.captcha}
              onAnswer={(a) => void send(a)}
            />
          ) : null}
        </>
      ) : (
        <p className="lead-form__loading">{texts.loading}</p>
      )}
      <div
        className={`lead-form__result${result ? ` lead-form__result--${result.kind}` : ""}`}
        role="status"
        aria-live="polite"
      >
        {result?.text}
      </div>
      <button type="submit" className="button lead-form__submit" disabled={!ready || !form || sending}>
        {sending ? texts.sending : texts.submit}
      </button>
    </form>
  );
}
