import type { PlayerMessages } from "./messages.ts";
import { PlayerDialog } from "./player-dialog.tsx";

export function HotkeyDialog({ messages: m, onClose }: { messages: PlayerMessages; onClose(): void }) {
  const rows: [string, string][] = [
    ["Space", m.keySpace],
    ["→", m.keyRight],
    ["←", m.keyLeft],
    ["↑ / ↓", m.keyUpDown],
    ["Esc", m.keyEsc],
    ["F", m.keyF],
  ];
  return (
    <PlayerDialog title={m.hotkeys} closeLabel={m.close} onClose={onClose}>
      <dl className="corp-player__hotkeys">
        {rows.map(([key, action]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </dl>
    </PlayerDialog>
  );
}
