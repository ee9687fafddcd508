"use client";

import { NumericFormat } from "react-number-format";
import { centsToDecimalString, parseReaisInput, type Cents } from "@/lib/money";
import { INPUT_CLASS } from "./form-field";
import { cx } from "./class-names";

type MoneyInputProps = {
  id: string;
  name: string;
  /** Integer cents, or null while empty. Never a float. */
  value: Cents | null | undefined;
  onChange: (value: Cents | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
  placeholder?: string;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

/**
 * An amount typed in reais with the pt-BR mask (R$ 1.234,56) whose form value is integer cents: the masked text
 * is parsed by lib/money, digit by digit, never through a float (react-number-format's `floatValue` is wrong with
 * pt-BR separators: its issue 507).
 */
export function MoneyInput({ value, onChange, className, ...rest }: MoneyInputProps) {
  return (
    <NumericFormat
      {...rest}
      value={value === null || value === undefined ? "" : centsToDecimalString(value)}
      valueIsNumericString
      thousandSeparator="."
      decimalSeparator=","
      decimalScale={2}
      allowNegative={false}
      allowedDecimalSeparators={[","]}
      prefix="R$ "
      inputMode="decimal"
      autoComplete="off"
      className={cx(INPUT_CLASS, "tabular-nums", className)}
      onValueChange={(values, source) => {
        if (source.source !== "event") return;
        const parsed = parseReaisInput(values.formattedValue);
        onChange(parsed.ok ? parsed.cents : null);
      }}
    />
  );
}
