import { AsyncLocalStorage } from "node:async_hooks";
import type { AccountName } from "./identity.ts";

/** Who a request acted as, once a session of it was found: `admin:1`, `member:5`; unset for a guest. */
export type ActorSlot = { actor: string | undefined };

const slots = new AsyncLocalStorage<ActorSlot>();

/**
 * Runs `work` (the rest of a request's handling) with `slot` as the request's: a session found while
 * it runs is written there, wherever in the server it was looked up (`session.ts`).
 */
export function runWithActorSlot(slot: ActorSlot, work: () => void): void {
  slots.run(slot, work);
}

/** The session of an account (`admin` 1, `member` 5) belongs to the request being handled. */
export function noteActor(account: AccountName, id: number): void {
  const slot = slots.getStore();
  if (slot) slot.actor = `${account}:${id}`;
}
