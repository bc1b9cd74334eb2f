// The edit mode's door in the public layout, rendered only for signed-in staff. Everything behind it
// (toggle, floating editor, page controls, debug inspector) is one lazily loaded chunk: an anonymous
// visitor's page never references it, and staff fetch it after the page has hydrated.
import { lazy, Suspense, useEffect, useState } from "react";

const EditModeRoot = lazy(() => import("./edit-mode-root"));

export function EditModeIsland() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <Suspense fallback={null}>
      <EditModeRoot />
    </Suspense>
  ) : null;
}
