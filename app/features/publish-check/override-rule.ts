// Which errors of the 'Veröffentlichungs-Check' 'Trotzdem veröffentlichen' may override (docs/decisions/0044-visitor-read-model.md).
// Apart from check-rules.ts so the CMS dialog takes this rule without the section registry.

/**
 * Errors no confirmation overrides: a field still untranslated would put text of another language in
 * front of the page's visitors. Publishing waits until it is translated.
 */
export function overridesRefused<F extends { severity: "error" | "hint"; rule: string }>(findings: readonly F[]): F[] {
  return findings.filter((f) => f.severity === "error" && f.rule === "untranslated");
}
