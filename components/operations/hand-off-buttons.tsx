"use client";

import { Mail, MessageCircle } from "lucide-react";
import { useId, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { mailtoLink, signatureMessage, whatsappLink, type HandOffRecipient } from "@/lib/portal/hand-off/hand-off-links";

/** "Enviar por WhatsApp" (to the registered mobile, or a number typed here) and "Enviar por e-mail" for a signature link. */
export function HandOffButtons({ url, recipient }: { url: string; recipient: HandOffRecipient }) {
  const [phone, setPhone] = useState(recipient.phone ?? "");
  const inputId = useId();
  const message = signatureMessage(url, recipient.firstName);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0">
          <label htmlFor={inputId} className="block text-xs font-medium text-slate-700">
            Celular do tomador (WhatsApp)
          </label>
          <input
            id={inputId}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            placeholder="11987654321"
            className="mt-1 min-h-11 w-40 rounded-md border border-slate-300 px-2 py-1.5 text-sm tabular-nums text-slate-900 focus:border-brand-600 lg:min-h-9"
          />
        </div>
        <a href={whatsappLink(message.body, phone)} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary", "sm", "gap-1.5")}>
          <MessageCircle aria-hidden className="h-4 w-4" />
          Enviar por WhatsApp
        </a>
        <a href={mailtoLink(recipient.email, message)} className={buttonClass("secondary", "sm", "gap-1.5")}>
          <Mail aria-hidden className="h-4 w-4" />
          Enviar por e-mail
        </a>
      </div>
      <p className="text-xs text-slate-500">A mensagem leva o primeiro nome, o link e o que fazer; nunca o CPF nem valores.</p>
    </div>
  );
}
