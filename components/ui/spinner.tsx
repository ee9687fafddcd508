import { LoaderCircle } from "lucide-react";
import { cx } from "./class-names";

/** A small turning circle; decorative (the control or region that waits says so with aria-busy or text). */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden className={cx("h-4 w-4 animate-spin", className)} />;
}
