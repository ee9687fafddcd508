/**
 * The links that hand a signature link to the borrower outside the counter: WhatsApp (`https://wa.me/`, to the
 * registered mobile or a number typed by the operator) and e-mail (`mailto:`). The message carries the first
 * name, the link and what to do, never the CPF or an amount (a forwarded message or a shared phone shows no
 * more than the link itself).
 */
export interface HandOffRecipient {
  /** The borrower's first name, or null when the screen does not know it. */
  readonly firstName: string | null;
  /** Registered mobile, DDD + 11 digits. */
  readonly phone?: string | null;
  readonly email?: string | null;
}

export function signatureMessage(url: string, firstName: string | null): { subject: string; body: string } {
  const greeting = firstName ? `Olá, ${firstName}!` : "Olá!";
  return {
    subject: "Seu contrato de crédito está pronto para assinatura",
    body:
      `${greeting} Seu contrato de crédito está pronto para assinatura. Abra o link, leia todos os termos com atenção e, se concordar, ` +
      `marque "Li e concordo" e confirme os primeiros dígitos do seu CPF para assinar: ${url}\n` +
      "O link é pessoal: não o repasse. Se não reconhece esta proposta, não assine e fale com o correspondente.",
  };
}

/** Brazilian mobile (DDD + 9 + 8 digits), with or without +55, spaces or punctuation → `55DDD9XXXXXXXX`; else null. */
export function whatsappNumber(typed: string): string | null {
  const digits = typed.replace(/\D/g, "").replace(/^55(?=\d{11}$)/, "");
  return /^[1-9]{2}9\d{8}$/.test(digits) ? `55${digits}` : null;
}

/** `https://wa.me/55…?text=…`; without a valid number, `https://wa.me/?text=…` (WhatsApp asks for the contact). */
export function whatsappLink(message: string, typedNumber: string): string {
  const number = whatsappNumber(typedNumber);
  return `https://wa.me/${number ?? ""}?text=${encodeURIComponent(message)}`;
}

export function mailtoLink(email: string | null | undefined, message: { subject: string; body: string }): string {
  const to = email ? encodeURIComponent(email).replace(/%40/g, "@") : "";
  return `mailto:${to}?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(message.body)}`;
}
