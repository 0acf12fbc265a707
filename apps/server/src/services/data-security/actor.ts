/** Who made a change the data-security logs record. */
export type Actor = { adminId: number; ip: string; userAgent: string };

export const actorColumns = (actor: Actor) => ({
  admin_id: actor.adminId,
  ip: actor.ip.slice(0, 50),
  useragent: actor.userAgent.slice(0, 255),
});
