import { LEAD_LENGTHS, type LeadField, type LeadTextField, type LeadValues } from "@corp/domain/lead-fields";

/** How each text field is typed: its input, and what the browser may fill in. */
const INPUTS: Record<LeadTextField, { type: string; autoComplete: string }> = {
  name: { type: "text", autoComplete: "name" },
  mobile: { type: "tel", autoComplete: "tel" },
  email: { type: "email", autoComplete: "email" },
  company: { type: "text", autoComplete: "organization" },
  subject: { type: "text", autoComplete: "off" },
  message: { type: "textarea", autoComplete: "off" },
};

type FieldProps = {
  /** The form's id prefix, so that several forms on a page keep their labels apart. */
  id: string;
  name: LeadField;
  label: string;
  required: boolean;
  error: string | undefined;
  values: LeadValues;
  onChange: (name: LeadField, value: string | boolean) => void;
  /** The consent's words before and after the privacy notice's name, and the notice's link. */
  consent: { before: string; notice: string; after: string; link: string };
};

/** One field of the lead form: its label, its input and, when refused, its message beside it. */
export function LeadFieldRow({ id, name, label, required, error, values, onChange, consent }: FieldProps) {
  const inputId = `${id}-${name}`;
  const errorId = `${inputId}-error`;
  const described = error ? { "aria-invalid": true, "aria-describedby": errorId } : {};
  // The field's refusal, beside it and read as its description.
  const refusal = error ? (
    <p id={errorId} className="lead-form__error">
      {error}
    </p>
  ) : null;
  const mark = required ? (
    <span className="lead-form__required" aria-hidden="true">
      *
    </span>
  ) : null;
  if (name === "consent") {
    return (
      <div className="lead-form__row lead-form__row--consent">
        <input
          id={inputId}
          type="checkbox"
          name="consent"
          checked={values.consent}
          onChange={(event) => onChange("consent", event.currentTarget.checked)}
          aria-required={required}
          {...described}
        />
        <label htmlFor={inputId}>
          {consent.before}
          {consent.link ? (
            <a href={consent.link} target="_blank" rel="noopener">
              {consent.notice}
            </a>
          ) : (
            consent.notice
          )}
          {consent.after}
          {mark}
        </label>
        {refusal}
      </div>
    );
  }
  const input = INPUTS[name];
  const common = {
    id: inputId,
    name,
    value: values[name],
    maxLength: LEAD_LENGTHS[name],
    autoComplete: input.autoComplete,
    "aria-required": required,
    className: "lead-form__input",
    ...described,
  };
  return (
    <div className="lead-form__row">
      <label className="lead-form__label" htmlFor={inputId}>
        {label}
        {mark}
      </label>
      {input.type === "textarea" ? (
        <textarea {...common} rows={5} onChange={(event) => onChange(name, event.currentTarget.value)} />
      ) : (
        <input
          {...common}
          type={input.type}
          onChange={(event) => onChange(name, event.currentTarget.value)}
        />
      )}
      {refusal}
    </div>
  );
}
