"use client";

import { ExternalLink } from "lucide-react";
import { QRCodeSVG } from "qrcode.react";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import type { Signer } from "@/lib/contract";
import type { HandOffRecipient } from "@/lib/portal/hand-off/hand-off-links";
import { HandOffButtons } from "./hand-off-buttons";

const ROLES = { Borrower: "Tomador", Witness: "Testemunha", Creditor: "Credor" } as const;
const SIGNER_STATUS = { Pending: { label: "Aguardando assinatura", tone: "warning" }, Signed: { label: "Assinado", tone: "success" }, Refused: { label: "Recusado", tone: "danger" } } as const;

/**
 * Where each signer signs, to hand out: the link to copy or open, a QR code for the borrower's phone, and sent
 * by WhatsApp or e-mail while the signer has not decided (`borrower`: who the borrower is, when the screen knows).
 */
export function SignerLinks({ signers, borrower = { firstName: null } }: { signers: readonly Signer[]; borrower?: HandOffRecipient }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {signers.map((signer) => (
        <li key={signer.url}>
          <Card
            id={`signatario-${signer.role}`}
            headingLevel={3}
            title={`${ROLES[signer.role]}: ${signer.name}`}
            actions={<Badge tone={SIGNER_STATUS[signer.status].tone}>{SIGNER_STATUS[signer.status].label}</Badge>}
          >
            <div className="flex flex-wrap items-start gap-4">
              <div className="rounded-md border border-slate-200 bg-white p-2">
                <QRCodeSVG value={signer.url} size={132} marginSize={1} title={`QR code do link de assinatura de ${ROLES[signer.role].toLowerCase()}`} />
              </div>
              <div className="min-w-0 flex-1 space-y-3">
                <p className="break-all rounded bg-slate-50 px-2 py-1 font-mono text-xs text-slate-700">{signer.url}</p>
                <div className="flex flex-wrap gap-2">
                  <CopyButton text={signer.url} label="Copiar link" />
                  <a href={signer.url} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary", "sm")}>
                    <ExternalLink aria-hidden className="h-4 w-4" />
                    Abrir
                  </a>
                </div>
                <p className="text-xs text-slate-500">O tomador pode ler o QR code com a câmera do celular.</p>
                {signer.status === "Pending" && <HandOffButtons url={signer.url} recipient={signer.role === "Borrower" ? borrower : { firstName: null }} />}
              </div>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
