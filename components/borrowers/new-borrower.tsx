"use client";

import { useRouter } from "next/navigation";
import { BorrowerRegistrationForm } from "./borrower-registration-form";

/** The registration page's form: on success, the new borrower's page. */
export function NewBorrower({ defaultCpf }: { defaultCpf: string }) {
  const router = useRouter();
  return <BorrowerRegistrationForm defaultRegistrationNumber={defaultCpf} onRegistered={({ personId }) => router.push(`/borrowers/${personId}`)} />;
}
