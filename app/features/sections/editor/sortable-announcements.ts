// What screen readers hear while a list item is moved by drag and drop (dnd-kit), in German, and the
// instructions for doing it by keyboard. `label` names an item by its sortable id.
import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";

type Id = string | number;

export const sortableInstructions: ScreenReaderInstructions = {
  draggable: "Zum Aufnehmen Leertaste oder Enter drücken, mit den Pfeiltasten verschieben, mit Leertaste oder Enter ablegen, mit Escape abbrechen.",
};

export function sortableAnnouncements(label: (id: Id) => string, position: (id: Id) => number): Announcements {
  return {
    onDragStart: ({ active }) => `${label(active.id)} aufgenommen.`,
    onDragOver: ({ active, over }) => (over ? `${label(active.id)} über Position ${position(over.id)}.` : `${label(active.id)} ist über keiner Position.`),
    onDragEnd: ({ active, over }) => (over ? `${label(active.id)} abgelegt an Position ${position(over.id)}.` : `${label(active.id)} abgelegt.`),
    onDragCancel: ({ active }) => `Verschieben abgebrochen. ${label(active.id)} bleibt an seinem Platz.`,
  };
}
