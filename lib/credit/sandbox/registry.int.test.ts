import { afterAll, expect, inject, test } from "vitest";
import { createPrismaClient } from "@/lib/db/client";
import { seed } from "@/prisma/seed";
import { buildSandboxRegistry } from "./registry";
import { SPECIAL_CPFS } from "./special-cpfs";

const prisma = createPrismaClient(inject("databaseUrl"));
afterAll(() => prisma.$disconnect());

test("the seed writes the generated registry, special CPFs included, and converges on reseeding", async () => {
  const { workers } = buildSandboxRegistry();
  const rows = await prisma.creditRegistryWorker.findMany({ orderBy: { registrationNumber: "asc" } });
  expect(rows).toEqual([...workers].sort((a, b) => a.registrationNumber.localeCompare(b.registrationNumber)));
  for (const special of SPECIAL_CPFS) {
    const row = rows.find((worker) => worker.registrationNumber === special.cpf);
    if (special.scenario === "not-in-registry") expect(row).toBeUndefined();
    else expect(row?.scenario).toBe(special.scenario);
  }

  // A drifted row is put back; a row the generator does not own is left alone.
  const [first] = workers;
  await prisma.creditRegistryWorker.update({ where: { registrationNumber: first!.registrationNumber }, data: { freeMarginInCents: 1 } });
  await prisma.creditRegistryWorker.create({ data: { registrationNumber: "00000000191", name: "Fora do Gerador", birthdayMonth: 1 } });
  const result = await seed(prisma);
  expect(result.registryWorkers).toBe(workers.length);
  expect((await prisma.creditRegistryWorker.findUniqueOrThrow({ where: { registrationNumber: first!.registrationNumber } })).freeMarginInCents).toBe(
    first!.freeMarginInCents,
  );
  expect(await prisma.creditRegistryWorker.count()).toBe(workers.length + 1);
  await prisma.creditRegistryWorker.delete({ where: { registrationNumber: "00000000191" } });
});
