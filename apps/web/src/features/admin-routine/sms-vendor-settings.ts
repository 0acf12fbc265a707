/** The settings of one SMS vendor: `sms_aliyun_*`, `sms_tencent_*`. */
const VENDOR_SETTING = /^sms_(aliyun|tencent)_/;

/**
 * Whether the settings form shows an item while the SMS driver is `driver`: a vendor's settings only with
 * that vendor chosen, every other item always.
 */
export function shownWithSmsDriver(name: string, driver: unknown): boolean {
  const vendor = VENDOR_SETTING.exec(name)?.[1];
  return vendor === undefined || vendor === driver;
}
