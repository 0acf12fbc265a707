import type { FastifyRequest } from "fastify";

/** The origin a request was sent to ("https://www.example.cn"), as the proxies in front report it (TRUST_PROXY). */
export const requestOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
