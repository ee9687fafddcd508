"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { fieldId } from "@/components/ui/error-summary";
import { FormField, INPUT_CLASS, fieldAria } from "@/components/ui/form-field";
import { bankName, KNOWN_BANKS } from "@/lib/portal/borrowers/banks";

type AccountValues = { account: { bankCode: string; agency: string; agencyDigit?: string; accountNumber: string; accountDigit: string; accountType: string } };

/**
 * The settlement account's fields, under `account.*`, inside any form that has them (react-hook-form's FormProvider);
 * the holder is the borrower (stated, not asked).
 */
export function BankAccountFields({ formId }: { formId: string }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<AccountValues>();
  const code = useWatch({ control, name: "account.bankCode" });
  const field = (name: keyof AccountValues["account"]) => {
    const id = fieldId(formId, `account.${name}`);
    const error = errors.account?.[name]?.message;
    return { id, error, aria: fieldAria(id, error) };
  };
  const bank = field("bankCode");
  const agency = field("agency");
  const agencyDigit = field("agencyDigit");
  const number = field("accountNumber");
  const digit = field("accountDigit");
  const type = field("accountType");
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-slate-900">Conta de liquidação</legend>
      <p className="text-sm text-slate-600">O valor liberado é depositado nesta conta. Ela precisa estar no nome do próprio tomador: a transferência para outro titular é recusada.</p>
      <div className="grid gap-4 sm:grid-cols-6">
        <div className="sm:col-span-2">
          <FormField id={bank.id} label="Banco (código)" error={bank.error} hint={bankName(code ?? "") ?? "3 dígitos, ex.: 001"}>
            <input id={bank.id} list={`${formId}-bancos`} inputMode="numeric" maxLength={3} autoComplete="off" className={INPUT_CLASS} {...bank.aria} {...register("account.bankCode")} />
          </FormField>
          <datalist id={`${formId}-bancos`}>
            {Object.entries(KNOWN_BANKS).map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </datalist>
        </div>
        <div className="sm:col-span-2">
          <FormField id={agency.id} label="Agência" error={agency.error} hint="Sem o dígito">
            <input id={agency.id} inputMode="numeric" maxLength={5} autoComplete="off" className={INPUT_CLASS} {...agency.aria} {...register("account.agency")} />
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField id={agencyDigit.id} label="Dígito da agência (se houver)" error={agencyDigit.error}>
            <input id={agencyDigit.id} maxLength={1} autoComplete="off" className={INPUT_CLASS} {...agencyDigit.aria} {...register("account.agencyDigit")} />
          </FormField>
        </div>
        <div className="sm:col-span-3">
          <FormField id={number.id} label="Número da conta" error={number.error} hint="Sem o dígito">
            <input id={number.id} inputMode="numeric" maxLength={20} autoComplete="off" className={INPUT_CLASS} {...number.aria} {...register("account.accountNumber")} />
          </FormField>
        </div>
        <div className="sm:col-span-1">
          <FormField id={digit.id} label="Dígito" error={digit.error}>
            <input id={digit.id} maxLength={1} autoComplete="off" className={INPUT_CLASS} {...digit.aria} {...register("account.accountDigit")} />
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField id={type.id} label="Tipo de conta" error={type.error}>
            <select id={type.id} className={INPUT_CLASS} {...type.aria} {...register("account.accountType")}>
              <option value="Checking">Corrente</option>
              <option value="Savings">Poupança</option>
              <option value="Payment">Pagamento</option>
            </select>
          </FormField>
        </div>
      </div>
    </fieldset>
  );
}

export const EMPTY_ACCOUNT = { bankCode: "", agency: "", agencyDigit: "", accountNumber: "", accountDigit: "", accountType: "Checking" } as const;
