-- CreateIndex
CREATE INDEX "portal_operation_transition_at_idx" ON "portal_operation_transition"("at");

-- CreateIndex
CREATE INDEX "portal_tracked_operation_upstreamCreatedAt_idx" ON "portal_tracked_operation"("upstreamCreatedAt");

