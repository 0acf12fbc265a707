import { AppError } from "../errors.ts";
import type { AppServices } from "../services/app-services.ts";
import type { Identity } from "./identity.ts";
import { requireSession } from "./session.ts";

/**
 * The accounts of one identity as the gate sees them: who is behind a session (refusing one that may not
 * log in any more) and whether that account may use a rule node.
 */
export type Accounts<A> = {
  identity: Identity;
  /** The enabled account of session `id`; throws the refusal of one that may not log in. */
  load: (services: AppServices, id: number, token: string) => Promise<A>;
  mayUse: (services: AppServices, account: A, node: string) => boolean | Promise<boolean>;
};

/** A rule node, or a function that finds it once the session is known (a designed table's page). */
export type NodeOf = string | null | (() => Promise<string>);

/**
 * The one gate of admins and members: the token's session (303 need login, 409 expired), its enabled
 * account, then the node among the account's rules (HTTP 403, envelope code 401). A null node admits any
 * logged-in account. `admitted` is the account already loaded for this request, when it has been (a REST
 * edit reads the row, then writes it): the session is then checked once per request.
 */
export async function authorize<A>(
  services: AppServices,
  accounts: Accounts<A>,
  token: string,
  nodeOf: NodeOf,
  admitted?: () => Promise<A>,
): Promise<A> {
  const account = admitted ? await admitted() : await admit(services, accounts, token);
  const node = typeof nodeOf === "function" ? await nodeOf() : nodeOf;
  if (node !== null && !(await accounts.mayUse(services, account, node))) {
    throw new AppError({ key: "noPermission", code: 401, status: 403 });
  }
  return account;
}

/** The session and its account, without a node: what `authorize` checks first. */
export async function admit<A>(services: AppServices, accounts: Accounts<A>, token: string): Promise<A> {
  const id = await requireSession(accounts.identity, token, services.tokens);
  return accounts.load(services, id, token);
}

/** `admit` once per request, however many procedures the request calls. */
export function admitOnce<A>(services: AppServices, accounts: Accounts<A>, token: string): () => Promise<A> {
  let admitted: Promise<A> | undefined;
  return () => {
    admitted ??= admit(services, accounts, token);
    return admitted;
  };
}
