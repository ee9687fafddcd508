-- An offer keeps its last installment (the rounding residue makes it differ by cents from the regular one,
-- which is now what installmentAmountInCents holds) and the start date it was simulated from, so that it can
-- be shown as "23 × 528,71 e 1 × 528,74" and reproduced with POST /v1/Amortization. Older rows stay null:
-- their installmentAmountInCents was the largest installment and cannot be split after the fact.
ALTER TABLE "credit_offer" ADD COLUMN "lastInstallmentAmountInCents" INTEGER,
ADD COLUMN "startDate" TIMESTAMPTZ(3);
