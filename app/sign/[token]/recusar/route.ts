import { signatureDecisionRoute } from "@/lib/credit/http/signature-decision-route";

/** The signature page's "Recusar" form (HTML or JSON): CPF digits, the document's verification code, an optional reason. */
export const POST = signatureDecisionRoute("refuse");
