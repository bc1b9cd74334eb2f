// The changes of a submission against the live version (approval-diff.ts), as the approver reads them: the page's
// fields, then each changed section with its fields; words taken out struck through, words added underlined,
// pictures by their library names, shared fields marked as changing every language version.
import { approvalDiffTexts, type FieldChange, type SnapshotDiff, type WordPart } from "./approval-diff";

const sectionStatus: Record<string, string> = {
  added: "Neue Sektion",
  removed: "Sektion entfernt",
  changed: "Geändert",
  moved: "Verschoben",
};

function Words({ parts }: { parts: WordPart[] }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">
      {parts.map((part, i) =>
        part.added ? (
          <ins key={i} className="bg-green-100 text-green-950 underline decoration-green-700">
            <span className="sr-only">[eingefügt: </span>
            {part.value}
            <span className="sr-only">]</span>
          </ins>
        ) : part.removed ? (
          <del key={i} className="bg-red-100 text-red-950 line-through decoration-red-700">
            <span className="sr-only">[entfernt: </span>
            {part.value}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </p>
  );
}

function pictures(ids: number[] | undefined, raw: string | undefined, names: Record<number, string>) {
  if (ids?.length) return ids.map((id) => names[id] ?? `Datei ${id} (nicht mehr in der Medienbibliothek)`).join(", ");
  return raw ? raw : "kein Bild";
}

function Field({ change, pictureNames }: { change: FieldChange; pictureNames: Record<number, string> }) {
  return (
    <li className="flex flex-col gap-1 border-t border-border py-2 first:border-t-0">
      <div className="flex flex-wrap items-center gap-2 text-sm font-semibold">
        {change.label}
        {change.kind === "picture" ? <span className="rounded-full border border-border px-2 py-0.5 text-xs font-normal">Bild</span> : null}
        {change.shared ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-normal text-amber-950">Gemeinsames Feld – gilt für alle Sprachfassungen</span>
        ) : null}
      </div>
      {change.kind === "text" && change.parts && !change.parts.some((part) => part.added || part.removed) ? (
        // Stored differently, read the same: markup, spacing or an empty field that was unset before.
        <p className="text-sm text-muted-foreground">{approvalDiffTexts.sameWords}</p>
      ) : change.kind === "text" && change.parts ? (
        <Words parts={change.parts} />
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="text-muted-foreground">Bisher</dt>
          <dd className="break-words">
            <del className="bg-red-100 text-red-950">
              {change.kind === "picture" ? pictures(change.beforeAssets, change.before, pictureNames) : change.before || "(leer)"}
            </del>
          </dd>
          <dt className="text-muted-foreground">Neu</dt>
          <dd className="break-words">
            <ins className="bg-green-100 text-green-950">
              {change.kind === "picture" ? pictures(change.afterAssets, change.after, pictureNames) : change.after || "(leer)"}
            </ins>
          </dd>
        </dl>
      )}
    </li>
  );
}

export function ApprovalDiffView({ diff, pictureNames, hasLive }: { diff: SnapshotDiff; pictureNames: Record<number, string>; hasLive: boolean }) {
  const nothing = diff.page.length === 0 && diff.sections.length === 0;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {hasLive ? "Verglichen mit der Fassung, die Besucher jetzt sehen." : "Diese Fassung war noch nie veröffentlicht: alles ist neu."}{" "}
        {diff.unchanged > 0 ? `${diff.unchanged} ${diff.unchanged === 1 ? "Sektion ist" : "Sektionen sind"} unverändert.` : null}
      </p>
      {nothing ? <p className="rounded-card border border-dashed border-border p-4 text-sm">Keine Änderungen gegenüber der veröffentlichten Fassung.</p> : null}
      {diff.page.length ? (
        <section aria-labelledby="aenderungen-seite" className="rounded-card border border-border bg-card p-4">
          <h3 id="aenderungen-seite" className="font-semibold">
            Seite
          </h3>
          <ul className="mt-2">
            {diff.page.map((change) => (
              <Field key={change.key} change={change} pictureNames={pictureNames} />
            ))}
          </ul>
        </section>
      ) : null}
      {diff.sections.map((section) => (
        <section key={section.key} aria-label={`Sektion ${section.name}`} className="rounded-card border border-border bg-card p-4">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold">
            Sektion «{section.name}»<span className="rounded-full border border-border px-2 py-0.5 text-xs font-normal">{section.typeLabel}</span>
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">{sectionStatus[section.status]}</span>
          </h3>
          {section.fields.length ? (
            <ul className="mt-2">
              {section.fields.map((change) => (
                <Field key={change.key} change={change} pictureNames={pictureNames} />
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
