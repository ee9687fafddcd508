/**
 * Seed: idempotent upserts of the reference data every environment needs: the product catalogue, the
 * sandbox's demo partners with their API credentials and the sandbox registry of workers. Safe to run on
 * every start.
 */
import type { PrismaClient } from "../lib/db/generated/client";
import { hashSecret, verifySecret } from "../lib/credit/auth/secret-hash";
import { PRODUCT_CATALOG } from "../lib/credit/products/catalog";
import { DEMO_PARTNERS } from "../lib/credit/sandbox/demo-partners";
import { buildSandboxRegistry } from "../lib/credit/sandbox/registry";

export async function seed(prisma: PrismaClient): Promise<{ products: number; partners: number; registryWorkers: number }> {
  for (const product of PRODUCT_CATALOG) {
    const { id, ...fields } = product;
    await prisma.creditProduct.upsert({ where: { id }, create: product, update: fields });
  }
  for (const partner of DEMO_PARTNERS) await seedPartner(prisma, partner);
  const registryWorkers = await seedRegistry(prisma);
  return { products: PRODUCT_CATALOG.length, partners: DEMO_PARTNERS.length, registryWorkers };
}

/**
 * The generated registry replaces its own rows in one transaction (two statements): it converges to the
 * generator's output when that changes, and leaves rows it did not generate alone. Nothing references these
 * rows (margin queries copy what they read), so replacing them is safe.
 */
async function seedRegistry(prisma: PrismaClient): Promise<number> {
  const { workers } = buildSandboxRegistry();
  const cpfs = workers.map((worker) => worker.registrationNumber);
  await prisma.$transaction([
    prisma.creditRegistryWorker.deleteMany({ where: { registrationNumber: { in: cpfs } } }),
    prisma.creditRegistryWorker.createMany({ data: [...workers], skipDuplicates: true }),
  ]);
  return workers.length;
}

async function seedPartner(prisma: PrismaClient, partner: (typeof DEMO_PARTNERS)[number]) {
  const correspondent = { name: partner.name, registrationNumber: partner.registrationNumber };
  await prisma.creditCorrespondent.upsert({
    where: { id: partner.correspondentId },
    create: { id: partner.correspondentId, ...correspondent },
    update: correspondent,
  });
  const existing = await prisma.creditApiClient.findUnique({ where: { clientId: partner.clientId } });
  // Hashing is deliberately slow: only when the client is new or its demo secret changed.
  if (existing && (await verifySecret(partner.clientSecret, existing.secretHash))) return;
  const secretHash = await hashSecret(partner.clientSecret);
  await prisma.creditApiClient.upsert({
    where: { clientId: partner.clientId },
    create: { clientId: partner.clientId, secretHash, name: `${partner.name} (sandbox)`, correspondentId: partner.correspondentId },
    update: { secretHash, enabled: true },
  });
}
