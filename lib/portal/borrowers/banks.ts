/**
 * The banks a branch meets most (COMPE code → short name), to name the code the operator types; any 3-digit code is
 * accepted, the list only helps. Source: BCB's list of participants of the COMPE clearing.
 */
export const KNOWN_BANKS: Readonly<Record<string, string>> = {
  "001": "Banco do Brasil",
  "033": "Santander",
  "077": "Banco Inter",
  "104": "Caixa Econômica Federal",
  "208": "BTG Pactual",
  "212": "Banco Original",
  "237": "Bradesco",
  "260": "Nu Pagamentos (Nubank)",
  "290": "PagSeguro",
  "323": "Mercado Pago",
  "336": "C6 Bank",
  "341": "Itaú Unibanco",
  "380": "PicPay",
  "422": "Safra",
  "748": "Sicredi",
  "756": "Sicoob",
};

export function bankName(code: string): string | undefined {
  return KNOWN_BANKS[code];
}

/** `001 · Banco do Brasil · ag. 1234 · c/c 98765-4`, or with the number masked for lists. */
export function describeAccount(account: { bankCode: string; agency: string; accountNumber: string; accountDigit: string; accountType?: string }): string {
  const bank = bankName(account.bankCode);
  const type = account.accountType === "Savings" ? "poupança" : account.accountType === "Payment" ? "pagamento" : "c/c";
  return `${account.bankCode}${bank ? ` · ${bank}` : ""} · ag. ${account.agency} · ${type} ${account.accountNumber}-${account.accountDigit}`;
}
