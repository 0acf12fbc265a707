import type { components, operations, paths } from "./schema.d.ts";

export type { components, operations, paths };

export type Schemas = components["schemas"];
export type Envelope<T> = Schemas["Envelope"] & { data: T };
export type ErrorEnvelope = Schemas["ErrorEnvelope"];
export type PublicMenuItem = Schemas["PublicMenuItem"];
export type FriendLink = Schemas["FriendLink"];
export type SiteConfig = Schemas["SiteConfig"];
export type MenuRule = Schemas["MenuRule"];
export type UserInfo = Schemas["UserInfo"];
export type AdminInfo = Schemas["AdminInfo"];
export type IndexData = Schemas["IndexData"];
export type AdminIndexData = Schemas["AdminIndexData"];
export type CommonData = Schemas["CommonData"];
export type AdminLoginRequest = Schemas["AdminLoginRequest"];
export type CheckInRequest = Schemas["CheckInRequest"];
