import { PublicMain } from "@/components/shell/public-main";
import { NOT_FOUND_MESSAGE, StatusMessage } from "@/components/shell/status-message";

/** 404 outside the operator shell (unknown addresses). */
export default function NotFound() {
  return (
    <PublicMain>
      <StatusMessage {...NOT_FOUND_MESSAGE} />
    </PublicMain>
  );
}
