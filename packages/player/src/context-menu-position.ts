import { CONTEXT_MENU_EDGE_PX } from "./player-constants.ts";

export interface Point {
  x: number;
  y: number;
}

/**
 * Where the right-click menu opens inside the player: at the pointer, but never closer than 130 px
 * to the right edge (SPEC §2) nor below the bottom edge, so it is never cut off.
 */
export function contextMenuPosition(
  pointer: Point,
  player: { width: number; height: number },
  menuHeight: number,
): Point {
  const x = Math.max(0, Math.min(pointer.x, player.width - CONTEXT_MENU_EDGE_PX));
  const y = Math.max(0, Math.min(pointer.y, player.height - menuHeight));
  return { x, y };
}
