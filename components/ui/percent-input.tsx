"use client";

import { NumericFormat } from "react-number-format";
import { INPUT_CLASS } from "./form-field";
import { cx } from "./class-names";

type PercentInputProps = {
  id: string;
  name: string;
  /** Percent (1.8 = 1,8%), or null while empty. */
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** Shown after the number, e.g. "% a.m.". */
  suffix?: string;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

/** A rate typed with a decimal comma (1,80), held as a number in percent. */
export function PercentInput({ value, onChange, suffix = " %", className, ...rest }: PercentInputProps) {
  return (
    <NumericFormat
      {...rest}
      value={value ?? ""}
      decimalSeparator=","
      allowedDecimalSeparators={[",", "."]}
      decimalScale={2}
      allowNegative={false}
      suffix={suffix}
      inputMode="decimal"
      autoComplete="off"
      className={cx(INPUT_CLASS, "tabular-nums", className)}
      onValueChange={(values, source) => {
        if (source.source !== "event") return;
        onChange(values.value === "" ? null : Number(values.value));
      }}
    />
  );
}
