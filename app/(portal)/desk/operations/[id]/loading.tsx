import { PageSkeleton } from "@/components/shell/page-skeleton";

/** Streams at once with the shell while the page waits on the API. */
export default function Loading() {
  return <PageSkeleton label="Carregando o dossiê…" blocks={3} />;
}
