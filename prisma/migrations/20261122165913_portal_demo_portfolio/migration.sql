-- CreateTable
CREATE TABLE "portal_demo_portfolio" (
    "id" INTEGER NOT NULL,
    "startedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMPTZ(3),
    "operations" INTEGER NOT NULL DEFAULT 0,
    "failures" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "portal_demo_portfolio_pkey" PRIMARY KEY ("id")
);

