import { Flex, NativeSelect } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../../app/api.ts";
import { envelopeData } from "../../../lib/request/client.ts";

type Level = { province?: string; city?: string };

const areas = (level: Level) =>
  envelopeData(api.client.GET("/admin/ajax/area", { params: { query: level }, ...api.through() }));

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
  const provinces = useQuery({
    queryKey: ["area"],
    queryFn: () => areas({}),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const cities = useQuery({
    queryKey: ["area", province],
    queryFn: () => areas({ province }),
    enabled: province !== "",
    staleTime: Number.POSITIVE_INFINITY,
  });
  const districts = useQuery({
    queryKey: ["area", province, city],
    queryFn: () => areas({ city }),
    enabled: city !== "",
    staleTime: Number.POSITIVE_INFINITY,
  });
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
