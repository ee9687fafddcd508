import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SignatureShell } from "@/components/sign/signature-shell";

export const metadata: Metadata = { robots: { index: false, follow: false }, referrer: "no-referrer" };

/** The borrower's pages (the embedded signature provider): the creditor's frame, not the operator shell. */
export default function SignLayout({ children }: { children: ReactNode }) {
  return <SignatureShell>{children}</SignatureShell>;
}
