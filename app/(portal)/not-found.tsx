import { NOT_FOUND_MESSAGE, StatusMessage } from "@/components/shell/status-message";

/** 404 inside the operator shell (an unknown branch or operator): the layout already provides <main>. */
export default function PortalNotFound() {
  return <StatusMessage {...NOT_FOUND_MESSAGE} />;
}
