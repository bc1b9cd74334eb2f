// Fills a catalogue text's named values ("Bild {index} von {count}"). Kept apart from the catalogue
// (site-texts.ts): the visitor's script fills templates it reads from the server's markup with it, and
// must not carry the catalogue itself (docs/decisions/0033-visitor-texts-per-language.md).

/** `template` with every "{name}" replaced by `values[name]`; a name without a value stays as written. */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
