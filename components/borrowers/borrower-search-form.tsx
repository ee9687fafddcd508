"use client";

import { Search } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PatternInput } from "@/components/ui/pattern-input";

/** Search by CPF: the digits go in the address (only this operator's screen), the list answers. */
export function BorrowerSearchForm({ defaultCpf }: { defaultCpf: string }) {
  const router = useRouter();
  const [cpf, setCpf] = useState(defaultCpf);
  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        router.push(cpf ? `/borrowers?cpf=${cpf}` : "/borrowers");
      }}
    >
      <div className="w-full max-w-xs">
        <FormField id="busca-cpf" label="Buscar por CPF">
          <PatternInput id="busca-cpf" name="cpf" pattern="cpf" value={cpf} onChange={setCpf} />
        </FormField>
      </div>
      <Button type="submit" variant="secondary" icon={<Search aria-hidden className="h-4 w-4" />}>
        Buscar
      </Button>
      {defaultCpf && (
        <Button variant="ghost" onClick={() => router.push("/borrowers")}>
          Limpar
        </Button>
      )}
    </form>
  );
}
