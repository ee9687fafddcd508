import { routes } from "@/lib/contract";
import { creditRoute } from "@/lib/credit/http/credit-route";
import { sendOfferProposal } from "@/lib/credit/proposals/send-offer-proposal";

export const POST = creditRoute(routes.sendOfferProposal, ({ caller, body }) => sendOfferProposal({ caller, body }));
