import type { Lang } from "@corp/domain/lang";
import type { FastifyBaseLogger } from "fastify";
import type { AppServices } from "../../services/app-services.ts";
import type { AdminAccess } from "../gate/authorize-admin.ts";

/** Per-call context: the services, the caller's language and admin token. */
export type TrpcContext = {
  services: AppServices;
  lang: Lang;
  adminToken: string;
  ip: string;
  /** For the admin log: the caller's user agent and the URL called (the REST adapter passes its own). */
  userAgent?: string;
  url?: string;
  /** The request's log: what the operator may read and the caller must not (a mail server's reason). */
  log?: FastifyBaseLogger;
  /**
   * The admin behind `adminToken`, loaded once for the request (`admitOnce`): a request that calls several
   * procedures (a REST edit reads the row, then writes it; a tRPC batch) checks the session once.
   */
  admitted?: () => Promise<AdminAccess>;
  /**
   * The caller sends a CSV export as it is made (the REST export): `exportCsv` then answers its text
   * through `csvStreamOf` instead of in `csv`, so no whole file is held in memory.
   */
  streamsExport?: boolean;
};
