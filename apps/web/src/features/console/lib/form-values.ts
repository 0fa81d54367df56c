import type { EditorKind } from "@clutch/contract";
import type { FieldValues } from "react-hook-form";
import { EDITOR_SECTIONS, type Field } from "./fields";

/** The operator's own zone: where a new coach most likely lives. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

export const newChapter = () => ({
  name: "",
  image: "",
  summary: "",
  description: "",
  videoLink: "",
  isApproved: false,
});
export const newTestimonial = () => ({ text: "", image: "", author: "" });

/** A field's value in a new item, per input key (a flags field has several). */
function initialEntries(field: Field): [string, unknown][] {
  switch (field.type) {
    case "flags":
      return field.names.map((flag) => [flag, false]);
    case "number":
      return [[field.name, field.initial ?? 0]];
    case "select":
      return [[field.name, field.options[0] ?? ""]];
    case "timeZone":
      return [[field.name, browserZone()]];
    case "checkbox":
      return [[field.name, false]];
    case "strings":
    case "ids":
    case "chapters":
    case "testimonials":
      return [[field.name, []]];
    default:
      return [[field.name, ""]];
  }
}

const fieldsOf = (kind: EditorKind) => EDITOR_SECTIONS[kind].flatMap((section) => section.fields);

/** The form of a new item of `kind`. */
export function emptyValues(kind: EditorKind): FieldValues {
  return Object.fromEntries(fieldsOf(kind).flatMap(initialEntries));
}

type Entry = Record<string, unknown>;
const entries = (value: unknown): Entry[] => (Array.isArray(value) ? (value as Entry[]) : []);

/** The form of an existing item: its input fields (state such as `disabled` stays out). */
export function itemValues(kind: EditorKind, item: Entry): FieldValues {
  const values = emptyValues(kind);
  for (const key of Object.keys(values)) {
    if (item[key] !== undefined && item[key] !== null) values[key] = item[key];
  }
  if ("chapters" in values) {
    values.chapters = entries(item.chapters).map((chapter) => ({
      _id: chapter._id,
      ...newChapter(),
      ...pick(chapter, Object.keys(newChapter())),
    }));
  }
  if ("testimonials" in values) {
    values.testimonials = entries(item.testimonials).map((testimonial) => ({
      ...newTestimonial(),
      ...pick(testimonial, Object.keys(newTestimonial())),
    }));
  }
  return values;
}

function pick(source: Entry, keys: string[]): Entry {
  return Object.fromEntries(keys.filter((key) => source[key] != null).map((key) => [key, source[key]]));
}
