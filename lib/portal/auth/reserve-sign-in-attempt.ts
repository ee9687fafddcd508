import type { PrismaClient } from "@/lib/db/generated/client";
import { knownAddressSince, pairWindowStart, rateWindowStart, SIGN_IN_POLICY } from "./sign-in-policy";

/** Advisory lock namespaces (with the key's hash) under which an address's, or an account's, attempts are counted. */
const ADDRESS_LOCK = 1_407_140_101;
const ACCOUNT_LOCK = 1_407_140_102;

/** What the attempts table said when the attempt took its place, its own row not included. */
export interface SignInAttemptCounts {
  /** Refused attempts from the address in the rate window. */
  readonly fromAddress: number;
  /** The account+address pair's failures since its last success, within the pair window, newest first. */
  readonly pairFailures: readonly Date[];
  /** Successful sign-ins of the account from the address within the known-address period. */
  readonly knownAddress: number;
  /** Refused attempts of the account, from any address, in the rate window. */
  readonly forAccount: number;
}

export interface SignInAttemptReservation {
  /** The attempt's row, written as a failure; a sign-in that succeeds turns it into a success. */
  readonly attemptId: bigint;
  readonly counts: SignInAttemptCounts;
}

/**
 * Takes the attempt's place in the attempts table before any password is checked: under the address's and the
 * account's advisory locks (always in that order, so two attempts never wait on each other crosswise) it reads the
 * counts the limits need and writes the attempt as a failure, in one short transaction whose locks are released at
 * commit, before any scrypt work. Parallel attempts therefore each see the ones before them: with N parallel wrong
 * passwords from one address at most the address's limit are evaluated, and at most a pair's run reaches the lock.
 */
export async function reserveSignInAttempt(
  prisma: PrismaClient,
  attempt: { emailHash: string; ipHash: string; now: Date },
): Promise<SignInAttemptReservation> {
  const { emailHash, ipHash, now } = attempt;
  // Interactive, with its waits stated: under a burst the attempts queue on the locks for a while, and Prisma's
  // default (5 s) would turn a long queue into errors instead of answers.
  const { fromAddress, pairFailures, knownAddress, forAccount, row } = await prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK}::int, hashtext(${ipHash}))`;
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ACCOUNT_LOCK}::int, hashtext(${emailHash}))`;
      return {
        // Failures only: a branch office signing in all its operators behind one address is not an attack.
        fromAddress: await tx.portalSignInAttempt.count({ where: { ipHash, succeeded: false, at: { gte: rateWindowStart(now) } } }),
        // The pair's run: its failures after its last success, within the pair window, newest first.
        pairFailures: await tx.$queryRaw<Array<{ at: Date }>>`
          SELECT "at" FROM portal_sign_in_attempt
          WHERE "emailHash" = ${emailHash} AND "ipHash" = ${ipHash} AND NOT succeeded AND "at" >= ${pairWindowStart(now)}
            AND "at" > COALESCE((SELECT max("at") FROM portal_sign_in_attempt WHERE "emailHash" = ${emailHash} AND "ipHash" = ${ipHash} AND succeeded), '-infinity')
          ORDER BY "at" DESC, id DESC
          LIMIT ${SIGN_IN_POLICY.maxConsecutiveFailuresPerPair}`,
        knownAddress: await tx.portalSignInAttempt.count({ where: { emailHash, ipHash, succeeded: true, at: { gte: knownAddressSince(now) } } }),
        forAccount: await tx.portalSignInAttempt.count({ where: { emailHash, succeeded: false, at: { gte: rateWindowStart(now) } } }),
        row: await tx.portalSignInAttempt.create({ data: { emailHash, ipHash, succeeded: false, at: now }, select: { id: true } }),
      };
    },
    { maxWait: 20_000, timeout: 30_000 },
  );
  return { attemptId: row.id, counts: { fromAddress, pairFailures: pairFailures.map((failure) => failure.at), knownAddress, forAccount } };
}

/** The attempt proved right: its row no longer counts as a failure. */
export async function markAttemptSucceeded(prisma: PrismaClient, attemptId: bigint): Promise<void> {
  await prisma.portalSignInAttempt.update({ where: { id: attemptId }, data: { succeeded: true } });
}
