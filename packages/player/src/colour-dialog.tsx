import { COLOUR_MAX, type ColourLevels, DEFAULT_COLOUR } from "./colour-filter.ts";
import type { PlayerMessages } from "./messages.ts";
import { PlayerDialog } from "./player-dialog.tsx";

const SLIDERS = ["saturation", "brightness", "contrast"] as const;

export function ColourDialog({
  levels,
  messages: m,
  onChange,
  onClose,
}: {
  levels: ColourLevels;
  messages: PlayerMessages;
  onChange(levels: ColourLevels): void;
  onClose(): void;
}) {
  return (
    <PlayerDialog title={m.colour} closeLabel={m.close} onClose={onClose}>
      {SLIDERS.map((name) => (
        <label key={name} className="corp-player__colour-row">
          <span>{m[name]}</span>
          <input
            type="range"
            min={0}
            max={COLOUR_MAX}
            step={1}
            value={levels[name]}
            data-colour={name}
            onChange={(event) => onChange({ ...levels, [name]: Number(event.currentTarget.value) })}
          />
          <output>{levels[name]}</output>
        </label>
      ))}
      <button type="button" className="corp-player__link" onClick={() => onChange(DEFAULT_COLOUR)}>
        {m.reset}
      </button>
    </PlayerDialog>
  );
}
