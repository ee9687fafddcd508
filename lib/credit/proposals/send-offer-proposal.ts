import type { OfferProposal, ProposalRecord } from "@/lib/contract";
import type { Caller } from "../auth/authenticate-caller";
import { sendOfferProposals } from "./send-offer-proposals";

/** `POST /v1/RegistryEmployee/OfferProposals`: one proposal, no FGTS reinforcement; same rules as the list. */
export async function sendOfferProposal({ caller, body, now }: { caller: Caller; body: OfferProposal; now?: Date }): Promise<ProposalRecord> {
  const [record] = await sendOfferProposals({ caller, items: [body], list: false, now });
  if (record === undefined) throw new Error("sendOfferProposals stored no proposal for one item");
  return record;
}
