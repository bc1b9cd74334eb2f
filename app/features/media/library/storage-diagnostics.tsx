// The diagnostics collapsible (docs/product/media.md, "Media library": up to 3 example names, then
// '+n weitere'): how database and storage agree.
import { Stethoscope } from "lucide-react";
import { diagnosticExamples, type StorageDiagnostics } from "./library-assets";

function Examples({ names }: { names: string[] }) {
  const { examples, more } = diagnosticExamples(names);
  return (
    <>
      {examples.map((name, index) => (
        <span key={name}>
          {index > 0 ? ", " : null}
          <code className="break-all font-mono">{name}</code>
        </span>
      ))}
      {more ? <span>{`, ${more}`}</span> : null}
    </>
  );
}

export function StorageDiagnosticsPanel({ diagnostics, storageError }: { diagnostics: StorageDiagnostics; storageError: boolean }) {
  const { storageKind, rowCount, storageFileCount, listTruncated, storageOnly, missingFiles } = diagnostics;
  const problems = storageOnly.length + missingFiles.length;
  return (
    <details className="rounded-card border border-border bg-card text-sm text-card-foreground">
      <summary className="focus-ring flex cursor-pointer items-center gap-2 rounded-card px-4 py-3 font-semibold">
        <Stethoscope aria-hidden="true" className="size-4 text-muted-foreground" />
        Diagnose
        <span className="font-normal text-muted-foreground">
          {storageError
            ? "· Speicher nicht erreichbar"
            : problems
              ? `· ${storageOnly.length} nur im Speicher, ${missingFiles.length} ohne Datei`
              : "· alles in Ordnung"}
        </span>
      </summary>
      <dl className="grid gap-x-6 gap-y-2 border-t border-border px-4 py-3 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Speicher</dt>
        <dd>{storageKind === "s3" ? "S3-kompatibler Bucket" : "Lokaler Ordner (DATA_DIR/media)"}</dd>
        <dt className="text-muted-foreground">Einträge in der Datenbank</dt>
        <dd>{rowCount}</dd>
        <dt className="text-muted-foreground">Dateien im Speicher</dt>
        <dd>
          {storageError ? "Liste konnte nicht geladen werden" : storageFileCount}
          {listTruncated ? " (Liste nach 1000 Dateien gekürzt)" : null}
        </dd>
        <dt className="text-muted-foreground">Nur im Speicher, ohne Eintrag</dt>
        <dd>{storageOnly.length === 0 ? "keine" : <Examples names={storageOnly} />}</dd>
        <dt className="text-muted-foreground">Einträge ohne Datei</dt>
        <dd>{missingFiles.length === 0 ? "keine" : <Examples names={missingFiles} />}</dd>
      </dl>
    </details>
  );
}
