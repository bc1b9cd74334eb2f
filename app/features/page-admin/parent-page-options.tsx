// The choices of the 'Übergeordnete Seite' select, the same when a page is created and when it moves.

export function ParentPageOptions({ parents, orphan }: { parents: { slug: string | null; title: string }[]; orphan?: string | null }) {
  return (
    <>
      <option value="">Keine (Root)</option>
      {/* A parent address that has no page of its own (stored before pages had to exist) stays choosable. */}
      {orphan ? <option value={orphan}>{orphan} (ohne eigene Seite)</option> : null}
      {parents.map((p) => (
        <option key={p.slug} value={p.slug ?? ""}>
          {p.title} ({p.slug})
        </option>
      ))}
    </>
  );
}
