import { Flex, NativeSelect } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { hooks } from "../../../app/api.ts";

/** Areas do not change while a form is open. */
const kept = { staleTime: Number.POSITIVE_INFINITY };

/** Province / city / district cascade from the ajax area endpoint; the value is "p,c,d" ids. */
export function CityField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const [province = "", city = "", district = ""] = value ? value.split(",") : [];
  const provinces = hooks.useAdminAjaxArea(undefined, kept);
  const cities = hooks.useAdminAjaxArea(
    { params: { query: { province } } },
    { ...kept, enabled: province !== "" },
  );
  const districts = hooks.useAdminAjaxArea(
    { params: { query: { city } } },
    { ...kept, enabled: city !== "" },
  );
  const select = (
    name: string,
    current: string,
    options: { value: number; label: string }[] | undefined,
    change: (v: string) => void,
  ) => (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field
        aria-label={`${label} ${name}`}
        value={current}
        onChange={(e) => change(e.target.value)}
      >
        <option value="">{name}</option>
        {(options ?? []).map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
    </NativeSelect.Root>
  );
  return (
    <Flex gap="2">
      {select(t("adminUi.form.province"), province, provinces.data, (p) => onChange(p))}
      {select(t("adminUi.form.city"), city, cities.data, (c) => onChange(c ? `${province},${c}` : province))}
      {select(t("adminUi.form.district"), district, districts.data, (d) =>
        onChange(d ? `${province},${city},${d}` : `${province},${city}`),
      )}
    </Flex>
  );
}
