import { routes } from "@/lib/contract";
import { creditRoute } from "@/lib/credit/http/credit-route";
import { revalidateAuctionProposal } from "@/lib/credit/proposals/revalidate-auction-proposal";

export const GET = creditRoute(routes.revalidateAuctionProposal, ({ caller, params }) => revalidateAuctionProposal({ caller, id: params.id }));
