// The debug inspector (docs/product/edit-mode.md, "Debug inspector"): a hidden overlay for staff, opened by ?cmsdebug=1 (or cmsDebug,
// cms, debug), #cmsDebug, a stored flag or Alt+D. It shows the page's slug and the variants its
// sections sit under, each section's id, type, order, published state and source, and how long the
// data took to load. Closing removes the flag and the parameters.
import { Bug, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { cmsIconButton } from "~/components/cms/cms-button";
import { pageSlugVariants } from "~/lib/slug";
import { debugRequested, isTypingTarget, storageKeys, withoutDebug } from "./edit-mode-settings";
import type { LoadState } from "./use-live-edit";
import { useLiveEdit } from "./use-live-edit";

function storedFlag(): string | null {
  try {
    return window.localStorage.getItem(storageKeys.debug);
  } catch {
    return null;
  }
}

export function useDebugInspector() {
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(() => debugRequested(new URL(window.location.href), storedFlag()));

  // A parameter or hash on a later navigation opens it too.
  useEffect(() => {
    if (debugRequested(new URL(window.location.href), storedFlag())) setOpen(true);
  }, [location]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.code !== "KeyD" || isTypingTarget(event.target)) return;
      event.preventDefault();
      setOpen((was) => {
        if (!was) window.localStorage.setItem(storageKeys.debug, "1");
        return true;
      });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  function close() {
    window.localStorage.removeItem(storageKeys.debug);
    setOpen(false);
    const url = new URL(window.location.href);
    const clean = withoutDebug(url);
    if (clean !== url.pathname + url.search + url.hash) void navigate(clean, { replace: true, preventScrollReset: true });
  }

  return { open, close };
}

export function DebugInspector({ slug, onClose }: { slug: string; onClose: () => void }) {
  const { state } = useLiveEdit(slug);
  return (
    <aside
      aria-label="CMS-Debug"
      id="cmsDebug"
      className="fixed bottom-16 left-3 z-[70] max-h-[50vh] w-[min(34rem,calc(100vw-1.5rem))] overflow-auto rounded-card border border-border bg-card p-3 font-mono text-xs text-card-foreground shadow-2xl"
    >
      <div className="mb-2 flex items-center justify-between gap-2 font-sans">
        <h2 className="flex items-center gap-2 text-sm font-semibold">
          <Bug aria-hidden="true" className="size-4" />
          CMS-Debug
        </h2>
        <button type="button" className={cmsIconButton("ghost")} onClick={onClose} aria-label="Debug-Ansicht schliessen">
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <DebugBody slug={slug} state={state} />
    </aside>
  );
}

function DebugBody({ slug, state }: { slug: string; state: LoadState }) {
  if (state.status === "loading") return <p role="status">Lade Daten...</p>;
  if (state.status === "error") return <p className="text-destructive">{state.message}</p>;
  const { data, clientMs } = state;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      <dt className="text-muted-foreground">Slug</dt>
      <dd data-testid="debug-slug">{data.slug}</dd>
      <dt className="text-muted-foreground">Varianten</dt>
      <dd>{pageSlugVariants(slug).join(", ")}</dd>
      <dt className="text-muted-foreground">Gespeichert unter</dt>
      <dd>{data.variantSlugs.length ? data.variantSlugs.join(", ") : "nur kanonisch"}</dd>
      <dt className="text-muted-foreground">Revision</dt>
      <dd>{data.revision}</dd>
      <dt className="text-muted-foreground">Ladezeit</dt>
      <dd data-testid="debug-timing">
        {data.loadMs} ms Server · {clientMs} ms gesamt
      </dd>
      <dt className="col-span-2 mt-2 font-sans font-semibold">Sektionen ({data.sections.length})</dt>
      <dd className="col-span-2">
        <table className="w-full border-collapse text-left">
          <thead>
            <tr className="border-b border-border">
              <th className="py-1 pr-2">ID</th>
              <th className="py-1 pr-2">Typ</th>
              <th className="py-1 pr-2">Ordnung</th>
              <th className="py-1 pr-2">Status</th>
              <th className="py-1">Quelle</th>
            </tr>
          </thead>
          <tbody>
            {data.sections.map((s) => (
              <tr key={s.id} className="border-b border-border/50" data-debug-section={s.id}>
                <td className="py-1 pr-2">{s.id}</td>
                <td className="py-1 pr-2">{s.sectionType}</td>
                <td className="py-1 pr-2">{s.sectionOrder}</td>
                <td className="py-1 pr-2">{s.isPublished ? "veröffentlicht" : "Entwurf"}</td>
                <td className="py-1">DB · {s.storedSlug}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </dd>
    </dl>
  );
}
