// Primary colour: a colour picker beside a hex text field (docs/product/settings-and-email-templates.md, "Global settings": 'Primärfarbe'). Both are
// posted; with JavaScript they mirror each other, without it the one that was changed wins
// (settings-form.ts chosenColour).
import { useId, useState } from "react";
import { cmsInputClass, CmsFieldFrame } from "~/components/cms/cms-form-field";
import { HEX_COLOUR, settingsLimits } from "./settings-form";

export function PrimaryColourField({ value, savedValue, error }: { value: string; savedValue: string; error?: string }) {
  const id = useId();
  const [colour, setColour] = useState(value);
  const [lastValid, setLastValid] = useState(HEX_COLOUR.test(value) ? value : savedValue);
  const hintId = `${id}-hinweis`;
  const errorId = `${id}-fehler`;
  const update = (next: string) => {
    setColour(next);
    if (HEX_COLOUR.test(next.trim())) setLastValid(next.trim());
  };
  return (
    <CmsFieldFrame
      fieldId={id}
      label="Primärfarbe"
      required
      hint="Format #RRGGBB, z. B. #E6462E. Wird für Akzente der Website verwendet."
      hintId={hintId}
      error={error}
      errorId={errorId}
    >
      <div className="flex items-center gap-3">
        <input
          type="color"
          name="primary_color_picker"
          aria-label="Primärfarbe auswählen (Farbwähler)"
          value={lastValid.toLowerCase()}
          onChange={(event) => update(event.currentTarget.value.toUpperCase())}
          className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-border bg-background p-1 focus-ring"
        />
        <input
          id={id}
          type="text"
          name="primary_color"
          value={colour}
          onChange={(event) => update(event.currentTarget.value)}
          maxLength={settingsLimits.primary_color}
          required
          spellCheck={false}
          autoComplete="off"
          inputMode="text"
          pattern="#[0-9A-Fa-f]{6}"
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : "", hintId].filter(Boolean).join(" ")}
          className={`${cmsInputClass} max-w-36 font-mono uppercase`}
        />
      </div>
      {/* The saved colour, so the action can tell which of the two controls was changed. */}
      <input type="hidden" name="primary_color_initial" value={savedValue} />
    </CmsFieldFrame>
  );
}
