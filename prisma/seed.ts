/**
 * Seed: idempotent upserts of the reference data every environment needs: the product catalogue, the
 * sandbox's demo partners with their API credentials, the sandbox registry of workers, and the portal's demo
 * organizations, branches and operators. Safe to run on
 * every start.
 */
import type { PrismaClient } from "../lib/db/generated/client";
import { hashSecret, verifySecret } from "../lib/security/scrypt-hash";
import { PRODUCT_CATALOG } from "../lib/credit/products/catalog";
import { DEMO_EXTRA_API_CLIENTS, DEMO_PARTNERS, type DemoPartner } from "../lib/credit/sandbox/demo-partners";
import { seedPortal } from "../lib/portal/seed/seed-portal";
import { buildSandboxRegistry } from "../lib/credit/sandbox/registry";

export async function seed(
  prisma: PrismaClient,
): Promise<{ products: number; partners: number; registryWorkers: number; operators: number }> {
  for (const product of PRODUCT_CATALOG) {
    const { id, ...fields } = product;
    await prisma.creditProduct.upsert({ where: { id }, create: product, update: fields });
  }
  for (const partner of DEMO_PARTNERS) await seedPartner(prisma, partner);
  for (const client of DEMO_EXTRA_API_CLIENTS) await seedApiClient(prisma, client);
  const registryWorkers = await seedRegistry(prisma);
  const portal = await seedPortal(prisma);
  return { products: PRODUCT_CATALOG.length, partners: DEMO_PARTNERS.length, registryWorkers, ...portal };
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

async function seedPartner(prisma: PrismaClient, partner: DemoPartner) {
  const correspondent = { name: partner.name, registrationNumber: partner.registrationNumber };
  await prisma.creditCorrespondent.upsert({
    where: { id: partner.correspondentId },
    create: { id: partner.correspondentId, ...correspondent },
    update: correspondent,
  });
  await seedApiClient(prisma, partner);
}

async function seedApiClient(prisma: PrismaClient, partner: Omit<DemoPartner, "registrationNumber">) {
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
