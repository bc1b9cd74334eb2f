// The settings inputs of a section, generated from its type's schema (form-model.ts). Lists of
// objects become an item list: add, remove, and reorder by drag and drop (dnd-kit) or, for keyboard
// and screen-reader users, by the up/down buttons of each entry.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { cmsButton, cmsIconButton } from "~/components/cms/cms-button";
import { CmsSelectField, CmsTextAreaField, CmsTextField } from "~/components/cms/cms-form-field";
import { AssetIdSettingField, ImageSettingField } from "./image-setting-field";
import type { FieldDescriptor } from "./form-model";
import { moveItem, type SettingsValues } from "./settings-values";
import { SourceBeside, type SectionTranslationContext } from "~/features/sections/editor/source-beside";

export type FieldErrors = Record<string, string>;

type FieldProps = {
  field: FieldDescriptor;
  /** The error key and input name of this field, e.g. 'settings.items.0.title'. */
  path: string;
  value: unknown;
  errors: FieldErrors;
  onChange: (value: unknown) => void;
};

function SettingsField({ field, path, value, errors, onChange }: FieldProps) {
  const error = errors[path];
  const { label } = field;
  switch (field.kind) {
    case "text": {
      if (field.mediaPicker) {
        return <ImageSettingField label={label} path={path} value={value} error={error} maxLength={field.maxLength} onChange={onChange} />;
      }
      const text = typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : "";
      return field.multiline ? (
        <CmsTextAreaField
          className="sm:col-span-2"
          label={label}
          name={path}
          rows={4}
          required={field.required}
          maxLength={field.maxLength}
          value={text}
          error={error}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <CmsTextField
          label={label}
          name={path}
          required={field.required}
          maxLength={field.maxLength}
          value={text}
          error={error}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    }
    case "select": {
      const current = typeof value === "string" ? value : "";
      const optionLabel = (option: string) => field.optionLabels?.[option] ?? option;
      return (
        <CmsSelectField
          label={label}
          name={path}
          required={field.required}
          value={current}
          error={error}
          onChange={(e) => onChange(e.target.value || undefined)}
        >
          {field.required && !field.defaultValue ? null : (
            <option value="">{field.defaultValue ? `Standard (${optionLabel(field.defaultValue)})` : "– nicht gesetzt –"}</option>
          )}
          {field.options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </CmsSelectField>
      );
    }
    case "checkbox": {
      const checked = typeof value === "boolean" ? value : (field.defaultValue ?? false);
      return (
        <div className="flex flex-col justify-end">
          <label className="flex min-h-10 items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              name={path}
              className="size-5 accent-[var(--primary)]"
              checked={checked}
              onChange={(e) => onChange(e.target.checked)}
              aria-invalid={error ? true : undefined}
            />
            {label}
          </label>
          {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
        </div>
      );
    }
    case "number": {
      if (field.mediaPicker) {
        return <AssetIdSettingField label={label} path={path} value={value} error={error} onChange={onChange} />;
      }
      const text = typeof value === "number" ? String(value) : typeof value === "string" ? value : "";
      return (
        <CmsTextField
          label={label}
          name={path}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          placeholder={field.defaultValue !== undefined ? String(field.defaultValue) : undefined}
          value={text}
          error={error}
          onChange={(e) => onChange(e.target.value === "" ? undefined : Number(e.target.value))}
        />
      );
    }
    case "list": {
      const items = Array.isArray(value) ? value.filter((v): v is SettingsValues => typeof v === "object" && v !== null && !Array.isArray(v)) : [];
      return <ItemList field={field} path={path} items={items} errors={errors} onChange={onChange} />;
    }
  }
}

/** A new list entry: the item fields' defaults, required texts empty. */
export function newListItem(fields: FieldDescriptor[]): SettingsValues {
  const item: SettingsValues = {};
  for (const f of fields) {
    if ((f.kind === "select" || f.kind === "checkbox" || f.kind === "number") && f.defaultValue !== undefined) item[f.key] = f.defaultValue;
    else if (f.kind === "text" && f.required) item[f.key] = "";
  }
  return item;
}

function itemTitle(item: SettingsValues, index: number): string {
  const name = [item.title, item.author, item.label, item.name].find((v) => typeof v === "string" && v.trim());
  return `Eintrag ${index + 1}${typeof name === "string" ? `: ${name}` : ""}`;
}

let idCounter = 0;
const nextId = () => `eintrag-${++idCounter}`;

function ItemList({
  field,
  path,
  items,
  errors,
  onChange,
}: {
  field: Extract<FieldDescriptor, { kind: "list" }>;
  path: string;
  items: SettingsValues[];
  errors: FieldErrors;
  onChange: (value: unknown) => void;
}) {
  const [ids, setIds] = useState<string[]>(() => items.map(nextId));
  const idsFor = ids.length === items.length ? ids : items.map((_, i) => ids[i] ?? `${path}-${i}`);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const live = useRef<HTMLParagraphElement>(null);
  const full = field.maxItems !== undefined && items.length >= field.maxItems;
  const { label } = field;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    setIds(moveItem(idsFor, from, to));
    onChange(moveItem(items, from, to));
    if (live.current) live.current.textContent = `${itemTitle(items[from], from)} ist jetzt an Position ${to + 1} von ${items.length}.`;
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(idsFor.indexOf(String(active.id)), idsFor.indexOf(String(over.id)));
  };
  const position = (id: string | number) => idsFor.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Eintrag ${position(active.id)} aufgenommen.`,
    onDragOver: ({ active, over }) =>
      over ? `Eintrag ${position(active.id)} über Position ${position(over.id)}.` : `Eintrag ${position(active.id)} ist über keiner Position.`,
    onDragEnd: ({ active, over }) => (over ? `Eintrag abgelegt an Position ${position(over.id)}.` : `Eintrag ${position(active.id)} abgelegt.`),
    onDragCancel: ({ active }) => `Verschieben abgebrochen. Eintrag ${position(active.id)} bleibt an seinem Platz.`,
  };

  return (
    <fieldset className="min-w-0 rounded-card border border-border p-3 sm:col-span-2 sm:p-4">
      <legend className="px-1 text-sm font-semibold">
        {label} ({items.length}
        {field.maxItems !== undefined ? ` von höchstens ${field.maxItems}` : ""})
      </legend>
      {errors[path] ? <p className="mb-2 text-sm font-medium text-destructive">{errors[path]}</p> : null}
      <p ref={live} className="sr-only" aria-live="polite" />
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: "Zum Aufnehmen Leertaste oder Enter drücken, mit den Pfeiltasten verschieben, mit Leertaste oder Enter ablegen, mit Escape abbrechen.",
          },
        }}
      >
        <SortableContext items={idsFor} strategy={verticalListSortingStrategy}>
          <ol className="flex flex-col gap-3">
            {items.map((item, index) => (
              <SortableItem
                key={idsFor[index]}
                id={idsFor[index]}
                title={itemTitle(item, index)}
                first={index === 0}
                last={index === items.length - 1}
                onUp={() => move(index, index - 1)}
                onDown={() => move(index, index + 1)}
                onRemove={() => {
                  setIds(idsFor.filter((_, i) => i !== index));
                  onChange(items.filter((_, i) => i !== index));
                }}
              >
                <div className="grid gap-3 sm:grid-cols-2">
                  {field.item.map((sub) => (
                    <SettingsField
                      key={sub.key}
                      field={sub}
                      path={`${path}.${index}.${sub.key}`}
                      value={item[sub.key]}
                      errors={errors}
                      onChange={(v) => onChange(items.map((it, i) => (i === index ? { ...it, [sub.key]: v } : it)))}
                    />
                  ))}
                </div>
              </SortableItem>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <button
        type="button"
        className={cmsButton("secondary", "mt-3")}
        disabled={full}
        onClick={() => {
          setIds([...idsFor, nextId()]);
          onChange([...items, newListItem(field.item)]);
        }}
      >
        <Plus aria-hidden="true" className="size-4" />
        Eintrag hinzufügen
      </button>
    </fieldset>
  );
}

function SortableItem({
  id,
  title,
  first,
  last,
  onUp,
  onDown,
  onRemove,
  children,
}: {
  id: string;
  title: string;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
  onRemove: () => void;
  children: React.ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-md border border-border bg-background p-3 ${isDragging ? "relative z-10 shadow-lg" : ""}`}
    >
      <div className="mb-2 flex flex-wrap items-center gap-1">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={cmsIconButton("ghost", "cursor-grab touch-none")}
          aria-label={`${title} ziehen`}
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <span className="min-w-0 flex-1 truncate text-sm font-semibold">{title}</span>
        <button type="button" className={cmsIconButton("ghost")} onClick={onUp} disabled={first} aria-label={`${title} nach oben`}>
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button type="button" className={cmsIconButton("ghost")} onClick={onDown} disabled={last} aria-label={`${title} nach unten`}>
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
        <button type="button" className={cmsIconButton("ghost-danger")} onClick={onRemove} aria-label={`${title} entfernen`}>
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      {children}
    </li>
  );
}

export function SettingsForm({
  fields,
  values,
  errors,
  onChange,
  translation,
}: {
  fields: FieldDescriptor[];
  values: SettingsValues;
  errors: FieldErrors;
  onChange: (values: SettingsValues) => void;
  /** A translation: each field with its source text, or as one for all languages (source-beside.tsx). */
  translation?: SectionTranslationContext;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => {
        const path = `settings.${field.key}`;
        const input = (
          <SettingsField
            key={field.key}
            field={field}
            path={path}
            value={values[field.key]}
            errors={errors}
            onChange={(v) => onChange({ ...values, [field.key]: v })}
          />
        );
        if (!translation) return input;
        const wide = (field.kind === "text" && field.multiline) || field.kind === "list";
        return (
          <div key={field.key} className={wide ? "sm:col-span-2" : undefined}>
            {input}
            <SourceBeside context={translation} field={path} />
          </div>
        );
      })}
    </div>
  );
}
