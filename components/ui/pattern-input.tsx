"use client";

import { PatternFormat } from "react-number-format";
import { INPUT_CLASS } from "./form-field";
import { cx } from "./class-names";

/** Masks of the Brazilian identifiers and numbers typed in the portal; the form value is the digits only. */
export const PATTERNS = {
  cpf: "###.###.###-##",
  mobile: "(##) #####-####",
  zipCode: "#####-###",
} as const;

type PatternInputProps = {
  id: string;
  name: string;
  pattern: keyof typeof PATTERNS;
  /** Digits only, as the contract wants them. */
  value: string | null | undefined;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  autoComplete?: string;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

/** CPF, mobile or CEP typed with its mask, held as the digits (pasting a masked or unmasked value both work). */
export function PatternInput({ pattern, value, onChange, className, autoComplete = "off", ...rest }: PatternInputProps) {
  return (
    <PatternFormat
      {...rest}
      format={PATTERNS[pattern]}
      value={value ?? ""}
      valueIsNumericString
      inputMode="numeric"
      autoComplete={autoComplete}
      className={cx(INPUT_CLASS, "tabular-nums", className)}
      onValueChange={(values, source) => {
        if (source.source === "event") onChange(values.value);
      }}
    />
  );
}
