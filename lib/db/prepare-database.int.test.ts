import { afterAll, expect, inject, test } from "vitest";
import { PRODUCT_CATALOG } from "@/lib/credit/products/catalog";
import { createPrismaClient } from "./client";
import { prepareDatabase } from "./prepare-database";

const prisma = createPrismaClient(inject("databaseUrl"));
afterAll(() => prisma.$disconnect());

test("the seeded product catalogue matches the published one", async () => {
  const products = await prisma.creditProduct.findMany({ orderBy: { code: "asc" } });
  expect(products.map((p) => p.id).sort()).toEqual(PRODUCT_CATALOG.map((p) => p.id).sort());
  const fgts = products.find((p) => p.calculationModel === "fgts");
  expect(fgts?.maxTerm).toBe(36);
  expect(fgts?.minMonthlyRate.toString()).toBe("1.29");
});

test("migrating and seeding again is idempotent", async () => {
  const again = await prepareDatabase(inject("databaseUrl"));
  expect(again.migrationsApplied).toBe(0);
  expect(await prisma.creditProduct.count()).toBe(PRODUCT_CATALOG.length);
});

test("the database refuses an inconsistent product", async () => {
  const template = PRODUCT_CATALOG[0]!;
  await expect(
    prisma.creditProduct.create({
      data: { ...template, id: crypto.randomUUID(), code: "broken", minMonthlyRate: "3.0", maxMonthlyRate: "2.0" },
    }),
  ).rejects.toThrow(/credit_product_rate_range/);
  await expect(
    prisma.creditProduct.create({ data: { ...template, id: crypto.randomUUID(), code: "broken-day", transferDay: 31 } }),
  ).rejects.toThrow(/credit_product_transfer_day/);
});
