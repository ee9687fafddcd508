import type { ReactNode, SelectHTMLAttributes } from "react";
import { cx } from "./class-names";
import { FIELD_LABEL_CLASS, INPUT_CLASS } from "./form-field";

/** The compact field of the filter forms (board, pipeline, audit, operators, desk queue): the input's look in small type. */
export const FILTER_FIELD_CLASS = cx(INPUT_CLASS, "min-w-0 text-sm");

/** A labelled `<select>` of a filter form; the options are its children. */
export function SelectField({
  id,
  label,
  className,
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className"> & { id: string; label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={FIELD_LABEL_CLASS}>
        {label}
      </label>
      <select id={id} className={FILTER_FIELD_CLASS} {...select}>
        {children}
      </select>
    </div>
  );
}
