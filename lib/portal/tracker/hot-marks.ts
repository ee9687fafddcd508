import type { PrismaClient } from "@/lib/db/generated/client";
import { FINAL_STATUSES } from "../operations/operation-status";
import { SELF_MOVING_STATUSES } from "./hot-schedule";
import { trackerSettings } from "./tracker-settings";

type Db = Pick<PrismaClient, "$executeRaw">;

/**
 * Makes operations hot from now (hot-schedule.ts): back-off from its start, first reading after `delaySeconds`
 * (default `TRACKER_HOT_FIRST_SECONDS`). `acted`: the portal acted on them, so every open one becomes hot; otherwise
 * only those in a status that moves on its own, or hot already (a change restarts the back-off). Final and deleted
 * operations leave the hot set. Not versioned: the board shows nothing of it.
 */
export async function markHot(db: Db, ids: readonly string[], options: { acted: boolean; delaySeconds?: number }): Promise<void> {
  if (ids.length === 0) return;
  const delay = options.delaySeconds ?? trackerSettings.hotFirstSeconds();
  await db.$executeRaw`
    UPDATE portal_tracked_operation SET
      "hotStep" = 0,
      "hotNextReadAt" = CASE
        WHEN "deletedAt" IS NOT NULL OR status = ANY(${[...FINAL_STATUSES]}::text[]) THEN NULL
        ELSE now() + make_interval(secs => ${delay}) END
    WHERE id = ANY(${[...ids]}::uuid[])
      AND (${options.acted} OR status = ANY(${[...SELF_MOVING_STATUSES, ...FINAL_STATUSES]}::text[])
        OR "hotNextReadAt" IS NOT NULL OR "deletedAt" IS NOT NULL)`;
}
