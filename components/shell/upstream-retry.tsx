"use client";

import { RotateCcw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";
import { Button } from "@/components/ui/button";

/** Renders the page again after `seconds` (and on demand), until the credit API answers and the live page returns. */
export function UpstreamRetry({ seconds }: { seconds: number }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => router.refresh()), seconds * 1000);
    return () => clearTimeout(timer);
  }, [seconds, router]);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <Button size="sm" variant="secondary" pending={pending} onClick={() => startTransition(() => router.refresh())} icon={<RotateCcw aria-hidden className="h-4 w-4" />}>
        Tentar de novo
      </Button>
      <span className="text-xs">Nova tentativa automática a cada {seconds} s.</span>
    </div>
  );
}
