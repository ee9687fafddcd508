import { PageSkeleton } from "@/components/shell/page-skeleton";

/**
 * Streams at once with the shell while the list waits on the API. It sits in the (list) group so it does not wrap
 * /borrowers/[id]: a page that has started streaming answers 200 even when it then finds nothing (404).
 */
export default function Loading() {
  return <PageSkeleton label="Carregando os tomadores…" blocks={2} />;
}
