import { Callout } from "@/components/ui/callout";
import type { UpstreamFailure } from "@/lib/portal/credit/read-upstream";
import { UpstreamRetry } from "./upstream-retry";

/** In place of what the credit API should have given: what happened, in pt-BR, and a retry (also automatic). */
export function UpstreamUnavailable({ failure, title }: { failure: UpstreamFailure; title: string }) {
  return (
    <Callout tone="warning" live="status" title={title}>
      <p>{failure.message}</p>
      <UpstreamRetry seconds={failure.retryInSeconds} />
    </Callout>
  );
}
