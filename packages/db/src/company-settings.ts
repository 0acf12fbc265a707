/**
 * The site settings that are the company's contact details, and the column of the company profile
 * (`corp`) that holds each since migration 0007. The API still answers them under the setting names.
 */
export const COMPANY_SETTING_COLUMNS = {
  addr: "address",
  fwrx: "phone",
  email: "email",
  zipcode: "zipcode",
  recordNumber: "record_number",
  wx_qr: "qr",
} as const;
