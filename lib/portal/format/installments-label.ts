/** "1 parcela anual", "3 parcelas anuais", "24 parcelas mensais": the count with its noun in the right number. */
export function installmentsLabel(count: number, periodicity: "annual" | "monthly" | null = null): string {
  const one = count === 1;
  const noun = one ? "parcela" : "parcelas";
  const adjective = periodicity === "annual" ? (one ? " anual" : " anuais") : periodicity === "monthly" ? (one ? " mensal" : " mensais") : "";
  return `${count.toLocaleString("pt-BR")} ${noun}${adjective}`;
}
