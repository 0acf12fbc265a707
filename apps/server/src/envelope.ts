/** The spec's wire envelope: `{ code, msg, time, data }`, code 1 = success. */
export type Envelope<T> = { code: number; msg: string; time: number; data: T };

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export function success<T>(data: T, msg = ""): Envelope<T> {
  return { code: 1, msg, time: nowSeconds(), data };
}

export function failure<T>(code: number, msg: string, data: T): Envelope<T> {
  return { code, msg, time: nowSeconds(), data };
}
