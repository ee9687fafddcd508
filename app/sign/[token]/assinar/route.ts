import { signatureDecisionRoute } from "@/lib/credit/http/signature-decision-route";

/** The signature page's "Assinar" form (HTML or JSON): consent, CPF digits and the document's verification code. */
export const POST = signatureDecisionRoute("sign");
