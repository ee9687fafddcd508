import { routes } from "@/lib/contract";
import { creditRoute } from "@/lib/credit/http/credit-route";
import { sendOfferProposals } from "@/lib/credit/proposals/send-offer-proposals";

export const POST = creditRoute(routes.sendOfferProposalsWithWarranty, ({ caller, body }) => sendOfferProposals({ caller, items: body, list: true }));
